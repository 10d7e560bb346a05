// The baseline: a page that renders with React, ReactDOM and styled-components, and nothing of the kit.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { styled } from 'styled-components';

const Action = styled.button`
  color: rebeccapurple;
`;

createRoot(document.getElementById('root')!).render(createElement(Action, { type: 'button' }, 'Hello'));
