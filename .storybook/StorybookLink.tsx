import type { LinkComponentProps } from '../packages/ui/src/provider/LinkContext';
import { action } from 'storybook/actions';

const navigate = action('navigate');

/** Stories' link component: logs the target in the Actions panel instead of leaving the story. */
export function StorybookLink({ href, onClick, children, ...rest }: LinkComponentProps) {
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}
