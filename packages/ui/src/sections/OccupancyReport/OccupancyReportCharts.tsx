import { useId } from 'react';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { styled } from 'styled-components';
import { Heading, type HeadingLevel } from '../../primitives/Heading';

/** One bar chart: its title, its image's accessible name, and what it draws, all formatted by the section. */
export type ChartView = {
  title: string;
  label: string;
  /** Each bar's height as a share of the chart's, 0–1. */
  shares: readonly number[];
  /** Each bar's tooltip: its period and value. */
  tooltips: readonly string[];
  /** The value axis's top and bottom. */
  top: string;
  bottom: string;
};

export type OccupancyReportChartsProps = {
  charts: readonly ChartView[];
  /** The first and last period's names, under each chart. */
  first: string;
  last: string;
  headingLevel: HeadingLevel;
};

/**
 * Bar charts drawn as SVG with visx (`@visx/scale` for the bands and heights, `@visx/shape`'s `Bar`). Each is an image named by its title that
 * points to the table of figures, its accessible alternative; each bar's tooltip tells its value for a pointer. The
 * section formats every text.
 */
export function OccupancyReportCharts({ charts, first, last, headingLevel }: OccupancyReportChartsProps) {
  return (
    <Charts>
      {charts.map((chart) => (
        <BarChart key={chart.title} {...chart} first={first} last={last} headingLevel={headingLevel} />
      ))}
    </Charts>
  );
}

type BarChartProps = ChartView & { first: string; last: string; headingLevel: HeadingLevel };

/** Bars in a viewBox one unit wide per period and 100 high, stretched to the figure's width. */
function BarChart({ title, label, headingLevel, shares, tooltips, top, bottom, first, last }: BarChartProps) {
  const titleId = useId();
  // One unit per period: 0.15 of space either side of a bar 0.7 wide (inner padding 0.3, outer 0.15 of a step).
  const periods = scaleBand({ domain: shares.map((_, index) => index), range: [0, shares.length], paddingInner: 0.3, paddingOuter: 0.15 });
  const heights = scaleLinear({ domain: [0, 1], range: [100, 0], clamp: true });
  return (
    <Figure aria-labelledby={titleId}>
      <Heading level={headingLevel} id={titleId} size="sm">
        {title}
      </Heading>
      <Plot>
        <ValueAxis aria-hidden="true">
          <span>{top}</span>
          <span>{bottom}</span>
        </ValueAxis>
        <svg role="img" aria-label={label} viewBox={`0 0 ${shares.length} 100`} preserveAspectRatio="none" focusable="false">
          <line x1="0" y1="100" x2={shares.length} y2="100" />
          {shares.map((share, index) => {
            const y = heights(share);
            return (
              <Bar key={index} x={periods(index)} width={periods.bandwidth()} y={y} height={100 - y}>
                <title>{tooltips[index]}</title>
              </Bar>
            );
          })}
        </svg>
      </Plot>
      <PeriodAxis aria-hidden="true">
        <span>{first}</span>
        <span>{last}</span>
      </PeriodAxis>
    </Figure>
  );
}

const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: ${({ theme }) => theme.space[5]};
`;

const Figure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  min-width: 0;
`;

const Plot = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[2]};

  svg {
    display: block;
    inline-size: 100%;
    block-size: 10rem;
  }
  rect {
    fill: ${({ theme }) => theme.color.accent};
  }
  line {
    stroke: ${({ theme }) => theme.color.borderStrong};
    vector-effect: non-scaling-stroke;
  }
  @media (forced-colors: active) {
    rect {
      fill: CanvasText;
    }
    line {
      stroke: CanvasText;
    }
  }
`;

const ValueAxis = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  text-align: end;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

const PeriodAxis = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
