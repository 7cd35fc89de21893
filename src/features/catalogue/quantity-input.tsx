import { ActionIcon, Group, TextInput } from '@mantine/core';
import type { KeyboardEvent, MouseEvent } from 'react';
import type { QuantityEvent } from '../../../machines/product-list/quantity.machine';
import { useT } from '../../i18n';
import { MinusIcon, PlusIcon } from '../../ui/icons';

export interface QuantityInputProps {
  value: number | null;
  min: number;
  max: number | null;
  send: (event: QuantityEvent) => void;
  disabled?: boolean;
}

/**
 * Quantity [validation 32]: typed values are clamped, the − and + buttons step, and holding one repeats
 * (the quantity statechart times it). Arrow keys step too.
 */
export function QuantityInput({ value, min, max, send, disabled = false }: QuantityInputProps) {
  const t = useT('shop');
  const press = (direction: 1 | -1) => send({ type: 'quantity.press', direction });
  const release = () => send({ type: 'quantity.release' });
  const stepper = (direction: 1 | -1) => ({
    onPointerDown: (event: { button: number }) => {
      if (event.button === 0) press(direction);
    },
    onPointerUp: release,
    onPointerLeave: release,
    onPointerCancel: release,
    // A keyboard "click" (Enter, Space) has no pointer: one step.
    onClick: (event: MouseEvent) => {
      if (event.detail === 0) {
        press(direction);
        release();
      }
    },
  });
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    press(event.key === 'ArrowUp' ? 1 : -1);
    release();
  };
  return (
    <Group gap={4} wrap="nowrap" align="flex-end">
      <ActionIcon
        variant="default"
        size={36}
        aria-label={t('quantity.decrease')}
        disabled={disabled || (value !== null && value <= min)}
        {...stepper(-1)}
      >
        <MinusIcon />
      </ActionIcon>
      <TextInput
        label={t('quantity.label')}
        value={value === null ? '' : String(value)}
        onChange={(event) => send({ type: 'quantity.type', text: event.currentTarget.value })}
        onKeyDown={onKeyDown}
        inputMode="numeric"
        disabled={disabled}
        w={80}
        styles={{ input: { textAlign: 'center' }, label: { whiteSpace: 'nowrap' } }}
        role="spinbutton"
        aria-valuemin={min}
        aria-valuemax={max ?? undefined}
        aria-valuenow={value ?? undefined}
      />
      <ActionIcon
        variant="default"
        size={36}
        aria-label={t('quantity.increase')}
        disabled={disabled || (value !== null && max !== null && value >= max)}
        {...stepper(1)}
      >
        <PlusIcon />
      </ActionIcon>
    </Group>
  );
}
