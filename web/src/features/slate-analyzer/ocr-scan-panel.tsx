import { ScanLine, Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** Spec 2 §2 OCR Scan tab: a placeholder, 'coming soon', its upload button disabled (a later issue reads slips). */
export function OcrScanPanel() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>OCR Scan</CardTitle>
        <CardDescription>Read games and lines from a screenshot of a sportsbook.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-3 rounded-md border border-dashed p-8 text-center">
        <ScanLine className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm text-muted-foreground">Screenshot scanning is coming soon. Use Manual Entry or CSV Import for now.</p>
        <Button variant="outline" disabled>
          <Upload aria-hidden="true" />
          Upload Screenshot
        </Button>
      </CardContent>
    </Card>
  );
}
