import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** For status cards (icon + message) whose body is centred: the title must line up with it. */
  centered?: boolean;
}

/** The narrow centred card every sign-in style screen sits in; the page's one h1 is its title. */
export function AuthCard({ title, description, children, footer, centered = false }: AuthCardProps) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-10 sm:py-16">
      <Card>
        <CardHeader className={cn(centered && 'items-center text-center')}>
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-5">{children}</CardContent>
        {footer ? (
          <CardFooter className="flex-wrap justify-center text-sm text-ink-muted">{footer}</CardFooter>
        ) : null}
      </Card>
    </div>
  );
}
