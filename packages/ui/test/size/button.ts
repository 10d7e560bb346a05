// One Button from the kit, on top of the baseline.
import { Button } from '@hotel/ui';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(createElement(Button, null, 'Hello'));
