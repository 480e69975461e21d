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
 * Her own data, with her consent (issue 21 item 4): off by default; the outside model's switch shows only
 * when one writes the answers, and means nothing until she lets the conversation use her data at all.
 */
export function ContextSwitches({ value, onChange, status, disabled }: ContextSwitchesProps) {
  const id = useId();
  const model = status?.writer === 'llm' ? (status.model ?? 'the language model') : null;
  return (
    <div className="flex flex-col gap-3" role="group" aria-label="What this conversation may use">
      <Switch
        id={`${id}-use`}
        checked={value.use_my_context}
        disabled={disabled}
        onChange={(on) =>
          onChange({ use_my_context: on, share_context_with_model: on && value.share_context_with_model })
        }
        label="Use my data"
        description="Your cycle phase, age band and latest IVF estimate tailor the answers. Off unless you turn it on."
      />
      {model ? (
        <Switch
          id={`${id}-share`}
          checked={value.use_my_context && value.share_context_with_model}
          disabled={disabled || !value.use_my_context}
          onChange={(on) => onChange({ ...value, share_context_with_model: on })}
          label={`Also send it to the outside model (${model})`}
          description="Without this, your data stays with Fertilia and the model sees only our sources."
        />
      ) : null}
    </div>
  );
}
