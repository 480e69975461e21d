import { GRADING_SCALES, type GradingScale } from '@fertilia/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ScaleGuide } from './scale-guide';

/** Short enough for three tabs on a phone; each tab's panel carries the scale's full title. */
const TAB_LABELS: Record<GradingScale, string> = {
  gardner: 'Gardner · day 5–7',
  istanbul_cleavage: 'Istanbul · day 2–3',
  istanbul_morula: 'Istanbul · day 4',
};

/**
 * How embryos are graded: Gardner's scale for blastocysts and the Istanbul consensus for cleavage-stage
 * embryos and morulae, one tab each.
 */
export function GradingGuide() {
  return (
    <Card aria-labelledby="embryo-guide-title">
      <CardHeader>
        <CardTitle id="embryo-guide-title">The grading scales</CardTitle>
        <CardDescription>
          Embryologists grade an embryo on the scale for its day of development. A day-1 zygote is not graded
          from one picture.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="gardner">
          <TabsList aria-label="Grading scales" className="flex-wrap">
            {GRADING_SCALES.map((scale) => (
              <TabsTrigger key={scale} value={scale}>
                {TAB_LABELS[scale]}
              </TabsTrigger>
            ))}
          </TabsList>
          {GRADING_SCALES.map((scale) => (
            <TabsContent key={scale} value={scale} className="pt-4">
              <ScaleGuide scale={scale} withTitle />
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
    </Card>
  );
}
