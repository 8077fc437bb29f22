import { Group, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';

/** null: not answered yet; true: right on the first check; false: wrong on the first check. */
export type MarkerState = boolean | null;

export type MarkerKind = 'open' | 'right' | 'wrong';

export function toMarkerKind(marker: MarkerState): MarkerKind {
  if (marker === null) return 'open';
  return marker ? 'right' : 'wrong';
}

interface QuestionMarkersProps {
  markers: readonly MarkerState[];
  /** The question on screen, highlighted and marked aria-current. */
  currentIndex: number;
  label: string;
  /** Accessible name of one marker, e.g. "Question 3: right first time". */
  describeMarker: (kind: MarkerKind, questionNumber: number) => string;
}

/**
 * The progress bar of a round: one marker per question showing its number until answered, then a check or an error
 * (spec 3 §2). The first check decides the marker (spec 3 §4), so a later right answer keeps the error.
 */
export function QuestionMarkers({ markers, currentIndex, label, describeMarker }: QuestionMarkersProps) {
  return (
    <Group gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label} wrap="wrap">
      {markers.map((marker, index) => {
        const kind = toMarkerKind(marker);
        const isCurrent = index === currentIndex;
        return (
          <li
            key={index}
            aria-current={isCurrent ? 'step' : undefined}
            aria-label={describeMarker(kind, index + 1)}
            data-marker={kind}
          >
            <ThemeIcon
              size={30}
              radius="xl"
              variant={kind === 'open' ? (isCurrent ? 'filled' : 'outline') : 'light'}
              color={
                kind === 'open' ? (isCurrent ? 'brand' : 'gray.7') : kind === 'right' ? 'green.8' : 'red.8'
              }
              aria-hidden="true"
            >
              {kind === 'right' && <IconCheck size={18} />}
              {kind === 'wrong' && <IconX size={18} />}
              {kind === 'open' && <span style={{ fontSize: 13, fontWeight: 700 }}>{index + 1}</span>}
            </ThemeIcon>
          </li>
        );
      })}
    </Group>
  );
}
