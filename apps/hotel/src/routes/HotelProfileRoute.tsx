import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { getHotelProfile, putHotelProfile } from '@hotel/api-client';
import {
  HotelProfileForm,
  hotelProfileFormMessages,
  hotelProfileValidationMessages,
  SectionStatus,
  useMessages,
  type HotelProfileView,
} from '@hotel/ui';
import { setHotelProfile } from '../shared/hotelProfile';
import { timings } from '../config/timings';
import { useAction } from '../async/useAction';
import { usePromise } from '../async/usePromise';
import { deferred } from '../async/wait';
import { requireAdmin } from '../shared/guards';
import { useFailureText } from '../mappers/errorMessage';
import { hotelProfileFieldErrors, type HotelProfileFieldErrors } from '../mappers/hotelProfile';

export const hotelProfileLoader = requireAdmin(({ request }) => ({ profile: deferred(getHotelProfile({ signal: request.signal })) }));

const saveProfile = (values: HotelProfileView) => putHotelProfile(values);

/**
 * Hotel Profile: the kit's HotelProfileForm over the stored profile. A save replaces it (PUT) and the whole app
 * follows at once (the name in the navbar, footer and titles; prices in the currency); the saved text shows for 3 s.
 * The server's refusals show on their fields, in the reader's language.
 */
export function HotelProfileRoute() {
  const { profile } = useLoaderData<typeof hotelProfileLoader>();
  const state = usePromise(profile);
  const revalidator = useRevalidator();
  const failureText = useFailureText();
  const formTexts = useMessages('HotelProfileForm', hotelProfileFormMessages);
  const validationTexts = useMessages('HotelProfileValidation', hotelProfileValidationMessages);
  const [fieldErrors, setFieldErrors] = useState<HotelProfileFieldErrors>();
  const save = useAction(saveProfile, {
    outcomeMs: timings.roomMessageClearMs,
    onSuccess: (saved) => {
      setFieldErrors(undefined);
      setHotelProfile(saved);
    },
    onError: (error, sent) => setFieldErrors(hotelProfileFieldErrors(error, sent, validationTexts)),
  });
  const { outcome } = save;

  if (state.status === 'rejected') {
    // The hotel out of reach in the guest's words; any other failure is the section's own 'could not be loaded'.
    return <SectionStatus status="error" error={failureText(state.error, '')} onRetry={revalidator.revalidate} />;
  }
  if (state.status !== 'fulfilled') return <SectionStatus status="loading" />;

  const failed = outcome?.status === 'error' ? outcome.error : null;
  return (
    <HotelProfileForm
      defaultValues={state.value}
      onSubmit={save.run}
      isSaving={save.pending !== null}
      showSaved={outcome?.status === 'success'}
      // A refusal tied to a field shows there only.
      error={failed !== null && !fieldErrors ? failureText(failed, formTexts.saveFailed) : undefined}
      errors={fieldErrors}
      headingLevel={1}
    />
  );
}
