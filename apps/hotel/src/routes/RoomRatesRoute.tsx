import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { getRoomById, getRoomRates, putRoomRates } from '@hotel/api-client';
import { formatMessage, RatesEditor, SectionStatus, toRatesDraft, type RatesDraft, type RatesField, type RatesEditorProps } from '@hotel/ui';
import { paths } from '../config/paths';
import { timings } from '../config/timings';
import { usePromise } from '../async/usePromise';
import { useAction } from '../async/useAction';
import { deferred } from '../async/wait';
import { requireAdmin } from '../shared/guards';
import { useFailureText } from '../mappers/errorMessage';
import { useAdminServerErrorText, useAdminShownDetail, useAdminShownMessage } from '../mappers/adminServerErrorText';
import { useServerErrorMessages } from '../mappers/serverErrorText';
import { ratesFieldErrors, ratesRoomName } from '../mappers/rates';
import { parseRoomId, unknownRoom } from '../mappers/routeParams';
import { toRoomView } from '../mappers/views';

/** The room (for its name) and its rates, requested together. */
export const roomRatesLoader = requireAdmin(({ params, request }) => {
  const { signal } = request;
  const roomId = parseRoomId(params.roomId);
  const loaded =
    roomId === null
      ? unknownRoom()
      : Promise.all([getRoomById(roomId, { signal }), getRoomRates(roomId, { signal })]).then(([room, rates]) => ({
          room: toRoomView(room),
          draft: toRatesDraft(rates),
        }));
  return { loaded: deferred(loaded) };
});

type EditedRates = Parameters<RatesEditorProps['onSubmit']>[0];
const saveRates = (roomId: number, { weekdayPrices, seasons, closures }: EditedRates) =>
  putRoomRates(roomId, { weekdayPrices, seasons: [...seasons], closures: [...closures] });

/**
 * Room Rates: the kit's RatesEditor over the room's loaded rates. A save replaces them (PUT) and shows its result for
 * 3 s; the server's refusal shows on the field it names until that draft is edited.
 */
export function RoomRatesRoute() {
  const { loaded } = useLoaderData<typeof roomRatesLoader>();
  const state = usePromise(loaded);
  const revalidator = useRevalidator();
  const failureText = useFailureText();
  const shownMessage = useAdminShownMessage();
  const t = useServerErrorMessages();
  const shownDetail = useAdminShownDetail();
  const serverErrorText = useAdminServerErrorText();
  /** The admin's edits; null until the first one (the loaded rates show meanwhile). */
  const [edited, setEdited] = useState<RatesDraft | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<RatesField, string>> | undefined>(undefined);
  const save = useAction(saveRates, {
    outcomeMs: timings.roomMessageClearMs,
    onSuccess: (saved) => setEdited(toRatesDraft(saved)),
    onError: (error) => setFieldErrors(ratesFieldErrors(error, serverErrorText)),
  });
  const { outcome } = save;

  const current = state.status === 'fulfilled' ? state.value : state.lastValue;
  if (state.status === 'rejected') {
    const error = failureText(state.error, formatMessage(t.fetchRoomFailed, { detail: shownDetail(state.error) }));
    return <SectionStatus status="error" error={error} onRetry={revalidator.revalidate} />;
  }
  if (!current) return <SectionStatus status="loading" />;

  const failed = outcome?.status === 'error' ? outcome.error : null;
  return (
    <RatesEditor
      key={current.room.id}
      roomName={ratesRoomName(current.room)}
      value={edited ?? current.draft}
      onChange={(draft) => {
        setEdited(draft);
        setFieldErrors(undefined);
      }}
      onSubmit={(rates) => save.run(current.room.id, rates)}
      isSubmitting={save.pending !== null}
      submitResult={outcome?.status ?? null}
      // A refusal the server tied to a field shows there; the alert then says only that the save failed.
      error={failed !== null && !ratesFieldErrors(failed) ? failureText(failed, shownMessage(failed, '')) : undefined}
      errors={fieldErrors}
      backHref={paths.existingRooms}
      headingLevel={1}
    />
  );
}
