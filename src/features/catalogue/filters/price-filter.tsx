import { Group, NumberInput, RangeSlider, Switch } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useFormat, useT } from '../../../i18n';
import type { PriceRange } from '../list-address';
import { clampRange, isRangeForBalance, priceStep, rangeForBalance } from '../price-range';
import { FilterSection } from './filter-section';

export interface PriceFilterProps {
  /** The range in the address (null: no price filter). */
  value: PriceRange | null;
  /** A range still settling (the statechart's debounce), shown instead of the address's. */
  pending: PriceRange | null;
  bounds: PriceRange;
  /** The participant's points, for 'Show for my points'; null when unknown. */
  balance: number | null;
  /** Every change; the statechart sends it on once it rests for 250 ms. */
  onChange: (range: PriceRange) => void;
}

/**
 * The price range of points programs [catalogue 14-15; validation 34]: a slider and two number fields, typed values
 * clamped to the bounds, and 'Show for my points' setting the maximum to the balance.
 */
export function PriceFilter({ value, pending, bounds, balance, onChange }: PriceFilterProps) {
  const t = useT('shop');
  const { number, separators } = useFormat();
  const shown = pending ?? value ?? bounds;
  const slider = clampRange(shown, bounds);
  // The number fields keep what is typed until it is complete (blur or Enter), then clamp it.
  const [lo, hi] = slider;
  const [draft, setDraft] = useState<[number | string, number | string]>([lo, hi]);
  useEffect(() => setDraft([lo, hi]), [lo, hi]);

  const commitDraft = (next: [number | string, number | string]) => {
    const range = clampRange([Number(next[0]), Number(next[1])], bounds);
    setDraft([range[0], range[1]]);
    if (range[0] !== shown[0] || range[1] !== shown[1]) onChange(range);
  };

  return (
    <FilterSection title={t('filter.price')}>
      <RangeSlider
        min={bounds[0]}
        max={bounds[1]}
        step={priceStep(bounds[1])}
        minRange={0}
        value={[slider[0], slider[1]]}
        onChange={(range) => onChange(range)}
        label={(v) => number(v)}
        thumbFromLabel={t('filter.price.min')}
        thumbToLabel={t('filter.price.max')}
        mx={6}
      />
      <Group gap="xs" grow wrap="nowrap">
        {([0, 1] as const).map((end) => (
          <NumberInput
            key={end}
            size="xs"
            label={t(end === 0 ? 'filter.price.min' : 'filter.price.max')}
            value={draft[end]}
            min={bounds[0]}
            max={bounds[1]}
            step={priceStep(bounds[1])}
            clampBehavior="none"
            allowNegative={false}
            allowDecimal={false}
            // The locale's own marks (1,000 · 1.000 · 1 000): both, since Mantine refuses a grouping
            // mark equal to its default decimal '.', which took the page down in German.
            thousandSeparator={separators.group}
            decimalSeparator={separators.decimal}
            onChange={(v) => setDraft(end === 0 ? [v, draft[1]] : [draft[0], v])}
            onBlur={() => commitDraft(draft)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commitDraft(draft);
            }}
          />
        ))}
      </Group>
      {balance !== null ? (
        <Switch
          size="sm"
          label={t('filter.price.forMyPoints')}
          checked={isRangeForBalance(pending ?? value, balance)}
          // Every price is within the balance: the whole range is already 'for my points'.
          disabled={balance >= bounds[1] && !isRangeForBalance(pending ?? value, balance)}
          onChange={(event) => onChange(event.currentTarget.checked ? rangeForBalance(value, bounds, balance) : bounds)}
        />
      ) : null}
    </FilterSection>
  );
}
