import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { subjectsQueryOptions } from '../../curriculum/api/use-subjects.query';
import { useTopics } from '../../curriculum/api/use-topics.query';

/*
 * Drawings of Mathwise's own screens (practice, diagnostic, reports, progress, curriculum) as inline SVG: no image
 * requests, crisp at any size, and they show the real product rather than stock art. Each is one `role="img"` with
 * a description, so a screen reader hears what the picture shows instead of its shapes.
 */

const BRAND = '#3b5bdb';
const BRAND_LIGHT = '#edf2ff';
const BRAND_DARK = '#283a94';
const GREEN = '#2b7a3b';
const GREEN_LIGHT = '#d3f9d8';
const RED = '#c92a2a';
const RED_LIGHT = '#ffe3e3';
const YELLOW = '#f08c00';
const GRAY = '#dee2e6';
const GRAY_DARK = '#495057';
const INK = '#1a1b1e';

interface ScreenFrameProps {
  label: string;
  title: string;
  children: ReactNode;
}

/** A browser-window frame with the product's title bar; the drawing area is 400 x 250. */
function ScreenFrame({ label, title, children }: ScreenFrameProps) {
  return (
    <svg
      viewBox="0 0 420 300"
      role="img"
      aria-label={label}
      style={{ width: '100%', height: 'auto', display: 'block' }}
    >
      <rect x="4" y="6" width="412" height="290" rx="16" fill="#0b1d5a" opacity="0.08" />
      <rect x="0" y="0" width="412" height="288" rx="16" fill="#ffffff" stroke={GRAY} />
      <path d="M0 16a16 16 0 0 1 16-16h380a16 16 0 0 1 16 16v20H0z" fill={BRAND_LIGHT} />
      <circle cx="18" cy="18" r="5" fill="#ff8787" />
      <circle cx="34" cy="18" r="5" fill="#ffd43b" />
      <circle cx="50" cy="18" r="5" fill="#69db7c" />
      <text x="206" y="23" textAnchor="middle" fontSize="11" fontWeight="600" fill={BRAND_DARK}>
        {title}
      </text>
      <g transform="translate(6 42)">{children}</g>
    </svg>
  );
}

function ProgressMarkers({ x, y, states }: { x: number; y: number; states: Array<boolean | null> }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      {states.map((state, index) => (
        <g key={index} transform={`translate(${index * 26} 0)`}>
          <circle
            r="9"
            cx="9"
            cy="9"
            fill={state === null ? '#ffffff' : state ? GREEN_LIGHT : RED_LIGHT}
            stroke={state === null ? GRAY : state ? GREEN : RED}
            strokeWidth="2"
          />
          {state === true && <path d="M5 9l3 3 5-6" stroke={GREEN} strokeWidth="2" fill="none" />}
          {state === false && <path d="M6 6l6 6M12 6l-6 6" stroke={RED} strokeWidth="2" />}
        </g>
      ))}
    </g>
  );
}

/** A practice question: progress markers, timer, a fraction question with choices and the Check button. */
export function PracticeScreenIllustration({ label }: { label: string }) {
  return (
    <ScreenFrame label={label} title="Practice · Grade 7 · Fractions">
      <ProgressMarkers x={14} y={6} states={[true, true, false, null, null]} />
      <rect x="292" y="4" width="92" height="22" rx="11" fill={BRAND_LIGHT} />
      <text x="338" y="19" textAnchor="middle" fontSize="11" fontWeight="700" fill={BRAND_DARK}>
        00:01:42
      </text>
      <text x="14" y="56" fontSize="14" fontWeight="700" fill={INK}>
        Which fraction is equal to 3/4?
      </text>
      {['6/8', '4/6', '9/16', '3/8'].map((choice, index) => (
        <g key={choice} transform={`translate(${14 + (index % 2) * 190} ${72 + Math.floor(index / 2) * 46})`}>
          <rect
            width="178"
            height="36"
            rx="10"
            fill={index === 0 ? GREEN_LIGHT : '#ffffff'}
            stroke={index === 0 ? GREEN : GRAY}
            strokeWidth="2"
          />
          <circle
            cx="20"
            cy="18"
            r="7"
            fill="#ffffff"
            stroke={index === 0 ? GREEN : GRAY_DARK}
            strokeWidth="2"
          />
          {index === 0 && <circle cx="20" cy="18" r="3.5" fill={GREEN} />}
          <text x="40" y="23" fontSize="13" fontWeight="600" fill={INK}>
            {choice}
          </text>
        </g>
      ))}
      <text x="14" y="184" fontSize="12" fontWeight="700" fill={GREEN}>
        Nice job!
      </text>
      <rect x="250" y="196" width="92" height="32" rx="16" fill={BRAND} />
      <text x="296" y="216" textAnchor="middle" fontSize="12" fontWeight="700" fill="#ffffff">
        Check
      </text>
      <circle cx="370" cy="212" r="16" fill={BRAND_LIGHT} stroke={BRAND} strokeWidth="2" />
      <path d="M364 212h12M371 206l6 6-6 6" stroke={BRAND} strokeWidth="2.5" fill="none" />
    </ScreenFrame>
  );
}

/** A diagnostic report: skill bars against the average line, with trouble and good skills. */
export function ReportScreenIllustration({ label }: { label: string }) {
  const bars = [
    { name: 'Ratios', value: 0.82, good: true },
    { name: 'Integers', value: 0.46, good: false },
    { name: 'Decimals', value: 0.91, good: true },
    { name: 'Percents', value: 0.58, good: false },
    { name: 'Fractions', value: 0.74, good: true },
  ];
  return (
    <ScreenFrame label={label} title="Diagnostic Report · Number">
      <rect x="14" y="4" width="120" height="24" rx="12" fill={RED_LIGHT} />
      <text x="74" y="20" textAnchor="middle" fontSize="11" fontWeight="700" fill={RED}>
        Trouble Skills · 2
      </text>
      <rect x="142" y="4" width="150" height="24" rx="12" fill={GREEN_LIGHT} />
      <text x="217" y="20" textAnchor="middle" fontSize="11" fontWeight="700" fill={GREEN}>
        Skills I am good at · 3
      </text>
      <line x1="40" y1="210" x2="392" y2="210" stroke={GRAY_DARK} />
      {bars.map((bar, index) => {
        const height = bar.value * 150;
        const x = 58 + index * 68;
        return (
          <g key={bar.name}>
            <rect x={x} y={210 - height} width="36" height={height} rx="6" fill={bar.good ? GREEN : RED} />
            <text x={x + 18} y="228" textAnchor="middle" fontSize="10" fill={GRAY_DARK}>
              {bar.name}
            </text>
          </g>
        );
      })}
      <line x1="40" y1="110" x2="392" y2="110" stroke={YELLOW} strokeWidth="2" strokeDasharray="6 4" />
      <text x="392" y="104" textAnchor="end" fontSize="10" fontWeight="700" fill="#a35200">
        average 3500
      </text>
    </ScreenFrame>
  );
}

/** The progress view: points, a level ring and earned badges. */
export function ProgressScreenIllustration({ label }: { label: string }) {
  const circumference = 2 * Math.PI * 44;
  return (
    <ScreenFrame label={label} title="My Progress">
      <circle cx="80" cy="90" r="44" fill="none" stroke={GRAY} strokeWidth="12" />
      <circle
        cx="80"
        cy="90"
        r="44"
        fill="none"
        stroke={BRAND}
        strokeWidth="12"
        strokeLinecap="round"
        strokeDasharray={`${circumference * 0.72} ${circumference}`}
        transform="rotate(-90 80 90)"
      />
      <text x="80" y="88" textAnchor="middle" fontSize="18" fontWeight="800" fill={INK}>
        72%
      </text>
      <text x="80" y="104" textAnchor="middle" fontSize="10" fill={GRAY_DARK}>
        Advanced
      </text>
      <text x="160" y="40" fontSize="12" fontWeight="700" fill={INK}>
        This week
      </text>
      {[
        ['Skills practised', '6'],
        ['Points earned', '1.2k'],
        ['Time', '2 h 15 min'],
      ].map(([name, value], index) => (
        <g key={name} transform={`translate(160 ${54 + index * 30})`}>
          <rect width="224" height="24" rx="8" fill={BRAND_LIGHT} />
          <text x="10" y="16" fontSize="11" fill={GRAY_DARK}>
            {name}
          </text>
          <text x="214" y="16" textAnchor="end" fontSize="11" fontWeight="700" fill={BRAND_DARK}>
            {value}
          </text>
        </g>
      ))}
      <text x="14" y="176" fontSize="12" fontWeight="700" fill={INK}>
        Badges
      </text>
      {[YELLOW, BRAND, GREEN, '#ae3ec9'].map((color, index) => (
        <g key={color} transform={`translate(${34 + index * 56} 208)`}>
          <path d="M0 -20l17 10v20l-17 10-17-10v-20z" fill={color} />
          <path d="M0 -8l3 6 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1z" fill="#ffffff" />
        </g>
      ))}
    </ScreenFrame>
  );
}

/** The grade the curriculum mock-up shows selected, and the strands it lists until the catalogue answers. */
const MOCKUP_GRADE = 'Grade 7';
const MOCKUP_STRANDS = ['Number', 'Algebra', 'Data', 'Spatial Sense', 'Financial Literacy'];
const ONTARIO_COURSE_ID = 1;

/**
 * Grade 7's strands and their skill counts from the catalogue (the curriculum page's own reads), so the mock-up never
 * promises counts the curriculum page does not show; the names alone until they arrive.
 */
function useGradeSevenStrands(isCounted: boolean): Array<{ name: string; skillCount?: number }> {
  const subjects = useQuery({ ...subjectsQueryOptions(ONTARIO_COURSE_ID), enabled: isCounted });
  const gradeSeven = subjects.data?.find((subject) => subject.name === MOCKUP_GRADE);
  const topics = useTopics(isCounted ? gradeSeven?.id : undefined);
  if (!topics.data) return MOCKUP_STRANDS.map((name) => ({ name }));
  return topics.data.map((topic) => ({ name: topic.name, skillCount: topic.skills.length }));
}

/**
 * The curriculum explorer: grades, strands and, with `isCounted` (the product page), each strand's skill count read
 * from the catalogue; the landing page's tab draws the strands alone and asks the server nothing.
 */
export function CurriculumScreenIllustration({
  label,
  isCounted = false,
}: {
  label: string;
  isCounted?: boolean;
}) {
  const strands = useGradeSevenStrands(isCounted).slice(0, MOCKUP_STRANDS.length);
  return (
    <ScreenFrame label={label} title="Curriculum · Ontario Mathematics">
      {['Grade 6', MOCKUP_GRADE, 'Grade 8'].map((grade, index) => (
        <g key={grade} transform={`translate(${14 + index * 84} 4)`}>
          <rect width="76" height="26" rx="13" fill={grade === MOCKUP_GRADE ? BRAND : BRAND_LIGHT} />
          <text
            x="38"
            y="17"
            textAnchor="middle"
            fontSize="11"
            fontWeight="700"
            fill={grade === MOCKUP_GRADE ? '#ffffff' : BRAND_DARK}
          >
            {grade}
          </text>
        </g>
      ))}
      {strands.map((strand, index) => (
        <g key={strand.name} transform={`translate(14 ${42 + index * 38})`}>
          <rect width="372" height="30" rx="8" fill="#ffffff" stroke={GRAY} />
          <rect width="6" height="30" rx="3" fill={[BRAND, GREEN, YELLOW, '#ae3ec9', RED][index]} />
          <text x="18" y="20" fontSize="12" fontWeight="600" fill={INK}>
            {strand.name}
          </text>
          {strand.skillCount !== undefined && (
            <text
              x="362"
              y="20"
              textAnchor="end"
              fontSize="10"
              fill={GRAY_DARK}
              data-testid="mockup-skill-count"
            >
              {strand.skillCount} {strand.skillCount === 1 ? 'skill' : 'skills'}
            </text>
          )}
        </g>
      ))}
    </ScreenFrame>
  );
}

/** Rewards that keep a learner coming back: points, streak and a new badge. */
export function EngageScreenIllustration({ label }: { label: string }) {
  return (
    <ScreenFrame label={label} title="Rewards">
      <circle cx="200" cy="80" r="56" fill={BRAND_LIGHT} />
      <path d="M200 38l38 22v40l-38 22-38-22v-40z" fill={YELLOW} />
      <path d="M200 58l7 14 15 2-11 11 3 15-14-7-14 7 3-15-11-11 15-2z" fill="#ffffff" />
      <text x="200" y="160" textAnchor="middle" fontSize="15" fontWeight="800" fill={INK}>
        New badge: Fraction Finder
      </text>
      <text x="200" y="180" textAnchor="middle" fontSize="11" fill={GRAY_DARK}>
        10 fraction questions right in a row
      </text>
      <rect x="70" y="196" width="120" height="30" rx="15" fill={GREEN_LIGHT} />
      <text x="130" y="215" textAnchor="middle" fontSize="11" fontWeight="700" fill={GREEN}>
        +150 points
      </text>
      <rect x="210" y="196" width="120" height="30" rx="15" fill={BRAND_LIGHT} />
      <text x="270" y="215" textAnchor="middle" fontSize="11" fontWeight="700" fill={BRAND_DARK}>
        5-day streak
      </text>
    </ScreenFrame>
  );
}
