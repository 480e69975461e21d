import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { useZodForm } from './use-zod-form';

const schema = z.object({ age: z.string().min(1, 'Say how old you are').transform(Number) });

function AgeForm({ onValid }: { onValid: (values: { age: number }) => void }) {
  const form = useZodForm(schema, { defaultValues: { age: '' } });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <input aria-label="Age" {...form.register('age')} />
      <p>{form.formState.errors.age?.message}</p>
      <button type="submit">Save</button>
    </form>
  );
}

describe('useZodForm', () => {
  it("shows the schema's message and sends nothing while the values break its rules", async () => {
    const onValid = vi.fn();
    render(<AgeForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Say how old you are')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });

  it("submits the schema's output, not the raw field text", async () => {
    const onValid = vi.fn();
    render(<AgeForm onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Age'), '34');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]![0]).toEqual({ age: 34 });
  });
});
