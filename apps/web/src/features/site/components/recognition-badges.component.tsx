import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const BADGES = [
  { key: 'curriculum', color: '#283a94', accent: '#748ffc', mark: 'M-12 6l8 8 16-18' },
  {
    key: 'accessible',
    color: '#215e2e',
    accent: '#8ce99a',
    mark: 'M0 -14a4 4 0 1 1 0 .1M-12 -4h24M0 -4v10l-7 10M0 6l7 10',
  },
  {
    key: 'canada',
    color: '#962020',
    accent: '#ffa8a8',
    mark: 'M0 -16l3 7 5-2-2 8 6-3 1 4 6-1-4 6 2 2-10 2 1 6h-2l1-6-10-2 2-2-4-6 6 1 1-4 6 3-2-8 5 2z',
  },
] as const;

/**
 * "Recognized by" as plain statements of what the product is, drawn as badges: no third-party logos, because
 * Mathwise holds no endorsement it could show.
 */
export function RecognitionBadges() {
  const { t } = useTranslation('site');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      {BADGES.map(({ key, color, accent, mark }) => (
        <svg
          key={key}
          viewBox="0 0 260 84"
          role="img"
          aria-label={t(`landing.recognition.${key}.label`)}
          style={{ width: '100%', maxWidth: 300, height: 'auto', justifySelf: 'center' }}
        >
          <rect x="1" y="1" width="258" height="82" rx="41" fill="#ffffff" stroke={color} strokeWidth="2" />
          <circle cx="42" cy="42" r="30" fill={accent} opacity="0.35" />
          <circle cx="42" cy="42" r="24" fill={color} />
          <path
            d={mark}
            transform="translate(42 42)"
            fill={key === 'canada' ? '#ffffff' : 'none'}
            stroke="#ffffff"
            strokeWidth={key === 'canada' ? 0 : 3}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <text x="84" y="38" fontSize="15" fontWeight="800" fill={color}>
            {t(`landing.recognition.${key}.line1`)}
          </text>
          <text x="84" y="58" fontSize="12" fontWeight="600" fill="#343a40">
            {t(`landing.recognition.${key}.line2`)}
          </text>
        </svg>
      ))}
    </SimpleGrid>
  );
}
