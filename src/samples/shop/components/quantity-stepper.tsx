import { useId, type ChangeEvent } from 'react';

import { MinusIcon, PlusIcon } from '@/components/ui/icon';

import './quantity-stepper.scss';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** Accessible name of the group and the field, e.g. 'Quantity of Line Icon Pack'. */
  label: string;
  /** Show the label on screen (otherwise it is for screen readers only). */
  showLabel?: boolean;
}

/** A quantity: counts up without limit and down to 0 (docs/requirements/spec.md §4). */
export function QuantityStepper({ value, onChange, label, showLabel = false }: QuantityStepperProps) {
  const id = useId();
  const set = (next: number) => onChange(Math.max(0, Math.floor(Number.isFinite(next) ? next : 0)));
  const onInput = (event: ChangeEvent<HTMLInputElement>) => set(event.target.value === '' ? 0 : Number(event.target.value));
  return (
    <div className="quantity-stepper">
      <label htmlFor={id} className={showLabel ? 'quantity-stepper__label' : 'visually-hidden'}>
        {label}
      </label>
      <div className="quantity-stepper__controls">
        <button
          type="button"
          className="quantity-stepper__button"
          onClick={() => set(value - 1)}
          aria-label={`Decrease ${label.toLowerCase()}`}
        >
          <MinusIcon size={16} aria-hidden />
        </button>
        <input
          id={id}
          className="quantity-stepper__input"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={value}
          onChange={onInput}
        />
        <button
          type="button"
          className="quantity-stepper__button"
          onClick={() => set(value + 1)}
          aria-label={`Increase ${label.toLowerCase()}`}
        >
          <PlusIcon size={16} aria-hidden />
        </button>
      </div>
    </div>
  );
}
