import type { FormEventHandler, ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';

type FormCardProps = {
  title: string;
  description: ReactNode;
  descriptionClassName?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** A server refusal that belongs to no single field. */
  serverError?: string;
  submitLabel: string;
  submitting: boolean;
  submitDisabled?: boolean;
  children: ReactNode;
};

/** One section of the profile or settings screens: a card holding one form with its own save button. */
export function FormCard(props: FormCardProps) {
  return (
    <Card>
      <form onSubmit={props.onSubmit} noValidate>
        <CardHeader>
          <CardTitle>{props.title}</CardTitle>
          <CardDescription className={cn(props.descriptionClassName)}>{props.description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          {props.serverError ? (
            <Alert tone="error" className="sm:col-span-2">
              {props.serverError}
            </Alert>
          ) : null}
          {props.children}
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" loading={props.submitting} disabled={props.submitDisabled}>
            {props.submitLabel}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
