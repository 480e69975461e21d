import { GRADING_SCALE_GUIDE, type GradingScale } from '@fertilia/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ScaleGuide, gradeParts } from './scale-guide';

/** The scale the grade is on, explained level by level, with the grade's own levels marked. */
export function ScaleExplanation({ scale, grade }: { scale: GradingScale; grade: string | null }) {
  return (
    <Card aria-labelledby="embryo-scale-title">
      <CardHeader>
        <CardTitle id="embryo-scale-title">{GRADING_SCALE_GUIDE[scale].title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ScaleGuide scale={scale} marked={gradeParts(scale, grade)} />
      </CardContent>
    </Card>
  );
}
