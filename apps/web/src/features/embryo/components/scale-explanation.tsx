import { GRADING_SCALE_GUIDE, describeGrade, type GradingScale } from '@fertilia/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ScaleGuide, gradeParts } from './scale-guide';

/** The scale the grade is on, explained, with the grade's own levels marked and said in one sentence. */
export function ScaleExplanation({ scale, grade }: { scale: GradingScale; grade: string | null }) {
  return (
    <Card aria-labelledby="embryo-scale-title">
      <CardHeader>
        <CardTitle id="embryo-scale-title">{GRADING_SCALE_GUIDE[scale].title}</CardTitle>
        {grade ? <CardDescription>{describeGrade(scale, grade)}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        <ScaleGuide scale={scale} marked={gradeParts(scale, grade)} />
      </CardContent>
    </Card>
  );
}
