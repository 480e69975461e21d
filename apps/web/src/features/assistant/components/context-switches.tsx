import { useId } from 'react';
import type { AssistantStatus } from '@fertilia/contracts';
import type { ContextChoice } from '../lib/use-ask';
import { Switch } from './switch';

interface ContextSwitchesProps {
  value: ContextChoice;
  onChange: (next: ContextChoice) => void;
  status: AssistantStatus | undefined;
  disabled?: boolean;
}

/**
 * Her own data, with her consent (issue 21 item 4): off by default. The outside model's switch shows only
 * when one writes the answers and she has let the conversation use her data at all, which it would
 * otherwise mean nothing without.
 */
export function ContextSwitches({ value, onChange, status, disabled }: ContextSwitchesProps) {
  const id = useId();
  const model = status?.writer === 'llm' ? (status.model ?? 'the language model') : null;
  return (
    <div
      className="grid gap-x-6 gap-y-2 lg:grid-cols-2"
      role="group"
      aria-label="What this conversation may use"
    >
      <Switch
        id={`${id}-use`}
        checked={value.use_my_context}
        disabled={disabled}
        onChange={(on) =>
          onChange({ use_my_context: on, share_context_with_model: on && value.share_context_with_model })
        }
        label="Use my data"
        description="Tailors answers to your cycle phase, age band and IVF estimate."
      />
      {model && value.use_my_context ? (
        <Switch
          id={`${id}-share`}
          checked={value.share_context_with_model}
          disabled={disabled}
          onChange={(on) => onChange({ ...value, share_context_with_model: on })}
          label={`Also send it to the outside model (${model})`}
          description="Otherwise it sees only our sources, never your data."
        />
      ) : null}
    </div>
  );
}
