// One pure function from the kit, on top of the baseline.
import { formatMessage } from '@hotel/ui';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(createElement('p', null, formatMessage('Hello {name}', { name: 'you' })));
