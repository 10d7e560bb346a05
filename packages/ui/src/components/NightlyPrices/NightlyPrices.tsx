import { forwardRef, Fragment, useId, type ComponentPropsWithoutRef } from 'react';
import { addDays, groupNights, type NightGroup } from '@hotel/booking-rules';
import { formatMessage } from '../../messages/Message';
import { useMessages } from '../../messages/useMessages';
import { DescriptionList } from '../../primitives/DescriptionList';
import { useFormat } from '../../provider/useFormat';
import type { PricedNightView } from '../../types/views';
import { nightlyPricesMessages, type NightlyPricesMessages } from './NightlyPrices.messages';
import * as S from './NightlyPrices.styles';

/** More runs of one price than this fold the list under a summary the guest opens. */
export const NIGHTLY_PRICES_OPEN_RUNS = 4;

export type NightlyPricesProps = Omit<ComponentPropsWithoutRef<'div'>, 'children'> & {
  /** Each night of the stay with its price, in order. */
  nights: readonly PricedNightView[];
  messages?: Partial<NightlyPricesMessages>;
};

/**
 * A stay's nights and their prices, consecutive nights at one price as one run ('Dec 18 – Dec 20, 2026: 3 × $150'),
 * named by its season where a season set the price ('Summer: 3 × $200').
 * A long stay (more than NIGHTLY_PRICES_OPEN_RUNS runs) folds the list under a summary, opened by click or keyboard.
 */
export const NightlyPrices = forwardRef<HTMLDivElement, NightlyPricesProps>(function NightlyPrices({ nights, messages, ...rest }, ref) {
  const t = useMessages('NightlyPrices', nightlyPricesMessages, messages);
  const { formatDate, formatMoney } = useFormat();
  const labelId = useId();
  const runs = groupNights(nights);
  const runPriceText = (run: NightGroup) => {
    const price = formatMessage(t.runPrice, { nights: run.nights, price: formatMoney(run.price) });
    return run.season === undefined ? price : formatMessage(t.seasonRunPrice, { season: run.season, price });
  };
  const list = (
    <DescriptionList aria-labelledby={labelId}>
      {runs.map((run) => (
        <Fragment key={run.startDate}>
          <dt>
            {run.nights === 1
              ? formatDate(run.startDate, 'range')
              : formatMessage(t.nightsRange, { first: formatDate(run.startDate, 'range'), last: formatDate(addDays(run.endDate, -1), 'range') })}
          </dt>
          <dd>{runPriceText(run)}</dd>
        </Fragment>
      ))}
    </DescriptionList>
  );

  return (
    <S.Root ref={ref} {...rest}>
      {runs.length > NIGHTLY_PRICES_OPEN_RUNS ? (
        <details>
          <S.Summary id={labelId}>{formatMessage(t.showNights, { nights: nights.length })}</S.Summary>
          {list}
        </details>
      ) : (
        <>
          <S.Label id={labelId}>{t.label}</S.Label>
          {list}
        </>
      )}
    </S.Root>
  );
});
