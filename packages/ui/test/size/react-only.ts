// The baseline: a page that renders with React and nothing else.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(createElement('p', null, 'Hello'));
