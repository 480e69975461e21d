import type { FormEventHandler, ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { FormError } from '@/components/ui/form-error';

/** What the card reads of its react-hook-form form. */
type CardForm = { formState: { errors: FieldErrors; isSubmitting: boolean; isDirty: boolean } };

type FormCardProps = {
  title: string;
  description: ReactNode;
  descriptionClassName?: string;
  /** The card's form: a refusal that belongs to no single field (root.serverError) shows above the fields. */
  form: CardForm;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  /** Keeps the button off until a field changed: a section edited in place. */
  changesOnly?: boolean;
  children: ReactNode;
};

/** One section of the profile or settings screens: a card holding one form with its own save button. */
export function FormCard(props: FormCardProps) {
  const { errors, isSubmitting, isDirty } = props.form.formState;
  return (
    <Card>
      <form onSubmit={props.onSubmit} noValidate>
        <CardHeader>
          <CardTitle>{props.title}</CardTitle>
          <CardDescription className={cn(props.descriptionClassName)}>{props.description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormError errors={errors} className="sm:col-span-2" />
          {props.children}
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" loading={isSubmitting} disabled={props.changesOnly && !isDirty}>
            {props.submitLabel}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
