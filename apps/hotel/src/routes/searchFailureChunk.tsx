// Imported only through `React.lazy` (LazySearchFailure): a search the hotel answered with an error, in the kit's words
// for its code (ServerErrors, serverErrorText.ts), which stay out of the home page's first JavaScript.
import { SectionStatus } from '@hotel/ui';
import { useShownDetail } from '../mappers/serverErrorText';

export default function SearchFailure({ error }: { error: unknown }) {
  const shownDetail = useShownDetail();
  return <SectionStatus status="error" error={shownDetail(error)} />;
}
