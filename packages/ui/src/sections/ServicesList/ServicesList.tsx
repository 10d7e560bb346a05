import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { brandMessages } from '../../brands/brand.messages';
import { formatMessage } from '../../messages/Message';
import { useMessages } from '../../messages/useMessages';
import { Heading } from '../../primitives/Heading';
import { servicesListMessages, type ServicesListMessages } from './ServicesList.messages';
import * as S from './ServicesList.styles';

export type ServicesListProps = Omit<ComponentPropsWithoutRef<'section'>, 'children'> & {
  /** Level of 'Our Services' (1 on its own page; services use the next level). Default 2. */
  headingLevel?: 1 | 2 | 3 | 4 | 5;
  messages?: Partial<ServicesListMessages>;
};

type ServiceKey = 'wifi' | 'breakfast' | 'laundry' | 'miniBar' | 'parking' | 'airConditioning';

const services: ServiceKey[] = ['wifi', 'breakfast', 'laundry', 'miniBar', 'parking', 'airConditioning'];

/** Simple line icons, decorative. */
const iconPaths: Record<ServiceKey | 'clock', string> = {
  wifi: 'M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01',
  breakfast: 'M4 8h12v5a6 6 0 0 1-12 0zM16 9h1.5a2.5 2.5 0 0 1 0 5H16M7 2v3M10 2v3M13 2v3M3 21h15',
  laundry: 'M4 2h16v20H4zM4 6h16M12 9a5 5 0 1 1 0 10a5 5 0 0 1 0-10M7 4h.01M10 4h.01',
  miniBar: 'M9 2h6M10 2v5l-3 4v11h10V11l-3-4V2M7 14h10',
  parking: 'M3 3h18v18H3zM9 17V7h4a3 3 0 0 1 0 6H9',
  airConditioning: 'M12 2v20M2 12h20M5 5l14 14M19 5L5 19M9 3l3 3 3-3M9 21l3-3 3 3',
  clock: 'M12 3a9 9 0 1 1 0 18a9 9 0 0 1 0-18M12 7v5l3 2',
};

function Icon({ name, size = 32 }: { name: keyof typeof iconPaths; size?: number }) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}

/** 'Our Services': WiFi, Breakfast, Laundry, Mini-bar, Parking, Air conditioning and the 24-hour front desk. */
export const ServicesList = forwardRef<HTMLElement, ServicesListProps>(function ServicesList(
  { headingLevel = 2, messages, ...rest },
  ref,
) {
  const t = useMessages('ServicesList', servicesListMessages, messages);
  const brand = useMessages('Brand', brandMessages);
  const headingId = useId();
  const itemLevel = (headingLevel + 1) as 2 | 3 | 4 | 5 | 6;

  return (
    <S.Root aria-labelledby={headingId} ref={ref} {...rest}>
      <S.Intro>
        <Heading level={headingLevel} id={headingId}>
          {t.heading}
        </Heading>
        <S.IntroLine>
          <span>{formatMessage(t.intro, { brand: brand.name })}</span>
          <S.FrontDesk>
            <Icon name="clock" size={22} />
            {t.frontDesk}
          </S.FrontDesk>
        </S.IntroLine>
      </S.Intro>
      <S.List>
        {services.map((key) => (
          <S.Item key={key}>
            <Icon name={key} />
            <Heading level={itemLevel} size="sm">
              {t[key]}
            </Heading>
            <S.Text>{t[`${key}Text`]}</S.Text>
          </S.Item>
        ))}
      </S.List>
    </S.Root>
  );
});
