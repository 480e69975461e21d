import { LandingPage } from '@/features/public/pages/landing';
import { QuizSection } from '@/features/quiz/components/quiz-section';
import { LandingSignups } from '@/features/marketing/components/landing-signups';

/**
 * The landing route: the public page with the quiz and sign-up sections of their own features. Both load
 * their heavy parts lazily, so this chunk stays as small as the page itself (no forms, no contracts, no zod).
 */
export function Component() {
  return <LandingPage quiz={<QuizSection />} signups={<LandingSignups />} />;
}
