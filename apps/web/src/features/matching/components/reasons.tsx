import { Badge, Group } from '@mantine/core';
import { scoreLabel } from '../lib/listing';

/** The score ('85% de coincidencia') and why the match fits, as the server wrote it. */
export function ScoreAndReasons({ score, reasons }: { score: number; reasons: string[] }) {
  return (
    <Group gap={6}>
      <Badge color={score >= 70 ? 'teal.9' : score >= 40 ? 'yellow.9' : 'gray.7'} variant="filled">
        {scoreLabel(score)}
      </Badge>
      {reasons.map((reason) => (
        <Badge key={reason} variant="outline" color="gray.7" tt="none" fw={500}>
          {reason}
        </Badge>
      ))}
    </Group>
  );
}
