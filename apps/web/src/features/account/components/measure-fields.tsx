import { useEffect, useState } from 'react';
import {
  HEIGHT_UNITS,
  WEIGHT_UNITS,
  parseHeight,
  parseWeight,
  type HeightUnit,
  type WeightUnit,
} from '@fertilia/contracts';
import { FormField } from '@/components/ui/form-field';
import { Input, controlClasses } from '@/components/ui/input';
import { cn } from '@/components/ui/cn';

/** The stored text ("60 kg"), null when blank; the contract's rule checks it and says what it expects. */
type MeasureValue = string | null | undefined;
interface MeasureProps {
  value: MeasureValue;
  onChange: (text: string | null) => void;
  onBlur: () => void;
  error?: string;
}

const UNIT_LABELS: Record<WeightUnit | HeightUnit, string> = { kg: 'kg', lb: 'lb', cm: 'cm', ft: 'ft + in' };
const unitSelect = cn(controlClasses, 'h-11 w-28 shrink-0 sm:text-sm');
const numberBox = 'min-w-0 flex-1';

/** The unit beside a measure's number: a native select, so phones show their own picker. */
function UnitSelect<U extends WeightUnit | HeightUnit>(props: {
  label: string;
  units: readonly U[];
  value: U;
  onChange: (unit: U) => void;
}) {
  return (
    <select
      aria-label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value as U)}
      className={unitSelect}
    >
      {props.units.map((unit) => (
        <option key={unit} value={unit}>
          {UNIT_LABELS[unit]}
        </option>
      ))}
    </select>
  );
}

/**
 * The typed parts of a measure, re-read from the stored text whenever it changes from outside (a save, a
 * reset), but not while she types: "60," is no number yet and must stay in the box.
 */
function useParts<P>(
  value: MeasureValue,
  read: (value: MeasureValue) => P,
  write: (parts: P) => string | null,
) {
  const [parts, setParts] = useState(() => read(value));
  useEffect(() => {
    if ((value ?? null) !== write(parts)) setParts(read(value));
    // Only a new stored value from outside matters; `parts` changes with every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return [parts, setParts] as const;
}

interface WeightParts {
  amount: string;
  unit: WeightUnit;
}
const readWeight = (value: MeasureValue): WeightParts => {
  if (!value) return { amount: '', unit: 'kg' };
  const weight = parseWeight(value);
  return weight ? { amount: String(weight.value), unit: weight.unit } : { amount: value, unit: 'kg' };
};
const writeWeight = ({ amount, unit }: WeightParts) => (amount.trim() ? `${amount.trim()} ${unit}` : null);

/** Weight: a decimal with its unit beside it, kilograms or pounds. */
export function WeightField({ value, onChange, onBlur, error }: MeasureProps) {
  const [parts, setParts] = useParts(value, readWeight, writeWeight);
  const change = (next: WeightParts) => {
    setParts(next);
    onChange(writeWeight(next));
  };
  return (
    <FormField label="Weight" hint="e.g. 60 kg or 132 lb" error={error}>
      {(control) => (
        <div className="flex gap-2">
          <Input
            {...control}
            inputMode="decimal"
            autoComplete="off"
            value={parts.amount}
            onChange={(e) => change({ ...parts, amount: e.target.value })}
            onBlur={onBlur}
            className={numberBox}
          />
          <UnitSelect
            label="Weight unit"
            units={WEIGHT_UNITS}
            value={parts.unit}
            onChange={(unit) => change({ ...parts, unit })}
          />
        </div>
      )}
    </FormField>
  );
}

interface HeightParts {
  /** Centimetres, or feet. */
  amount: string;
  inches: string;
  unit: HeightUnit;
}
const readHeight = (value: MeasureValue): HeightParts => {
  if (!value) return { amount: '', inches: '', unit: 'cm' };
  const height = parseHeight(value);
  if (!height) return { amount: value, inches: '', unit: 'cm' };
  return { amount: String(height.value), inches: String(height.inches ?? ''), unit: height.unit };
};
const writeHeight = ({ amount, inches, unit }: HeightParts) => {
  if (!amount.trim()) return null;
  return unit === 'cm' ? `${amount.trim()} cm` : `${amount.trim()} ft ${inches.trim() || '0'} in`;
};

/** Height: centimetres, or feet and inches in two boxes, with the unit chosen beside them. */
export function HeightField({ value, onChange, onBlur, error }: MeasureProps) {
  const [parts, setParts] = useParts(value, readHeight, writeHeight);
  const change = (next: HeightParts) => {
    setParts(next);
    onChange(writeHeight(next));
  };
  const imperial = parts.unit === 'ft';
  return (
    <FormField label="Height" hint={imperial ? 'e.g. 5 ft 5 in' : 'e.g. 165 cm'} error={error}>
      {(control) => (
        <div className="flex gap-2">
          <Input
            {...control}
            inputMode={imperial ? 'numeric' : 'decimal'}
            autoComplete="off"
            aria-label={imperial ? 'Height, feet' : undefined}
            value={parts.amount}
            onChange={(e) => change({ ...parts, amount: e.target.value })}
            onBlur={onBlur}
            className={numberBox}
          />
          {imperial ? (
            <Input
              inputMode="numeric"
              autoComplete="off"
              aria-label="Height, inches"
              aria-describedby={control['aria-describedby']}
              aria-invalid={control['aria-invalid']}
              value={parts.inches}
              onChange={(e) => change({ ...parts, inches: e.target.value })}
              onBlur={onBlur}
              className={numberBox}
            />
          ) : null}
          <UnitSelect
            label="Height unit"
            units={HEIGHT_UNITS}
            value={parts.unit}
            onChange={(unit) => change({ ...parts, unit })}
          />
        </div>
      )}
    </FormField>
  );
}
