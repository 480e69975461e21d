import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** A zod object schema a form is checked by: its input is what the fields hold, its output what is sent. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** The form useZodForm gives for `S`. */
export type ZodForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/**
 * react-hook-form checked in the browser by `schema` (the contract's rules, so the messages are the API's),
 * typed from it: the fields hold the schema's input and submit receives its parsed output.
 */
export function useZodForm<S extends FormSchema>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): ZodForm<S> {
  return useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver: zodResolver(schema) });
}
