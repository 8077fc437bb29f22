import { DEMO_REPORT_AVERAGE_POINTS } from '@mathwise/learning-rules';
import { useTranslation } from 'react-i18next';
import { chooseValueAxis, placeOnAxis, wrapLabel } from '../../../ui/chart-scale';
import type { DemoSkillReport } from '../demo-session';

const WIDTH = 640;
const HEIGHT = 300;
const PLOT = { left: 56, right: 16, top: 24, bottom: 64 };

/**
 * The report's performance view: each skill's points beside the demo's average reference of 3500 (spec 1 §9). Drawn
 * as SVG (no chart library in this chunk); the numbers are also in the figure's text alternative.
 */
export function PerformanceChart({ skills }: { skills: DemoSkillReport[] }) {
  const { t, i18n } = useTranslation('demo');
  const format = new Intl.NumberFormat(i18n.language);
  // A square root axis, as every chart with the specs' reference line (decision 017): the line stays at 3,500 and a
  // skill's bar (at most 500) is still a visible share of its height.
  const axis = chooseValueAxis(
    Math.max(DEMO_REPORT_AVERAGE_POINTS, ...skills.map((skill) => skill.skill_learner_points)),
    'sqrt',
  );
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const y = (value: number) => PLOT.top + plotHeight - placeOnAxis(value, axis.top, 'sqrt') * plotHeight;
  const slot = plotWidth / Math.max(skills.length, 1);
  const barWidth = Math.min(64, slot * 0.55);
  const ticks = axis.ticks;
  const labelWidth = Math.max(6, Math.floor(slot / 6.2));
  const description = t('report.chartDescription', {
    average: format.format(DEMO_REPORT_AVERAGE_POINTS),
    skills: skills
      .map((skill) =>
        t('report.chartSkill', { name: skill.skill_name, points: format.format(skill.skill_learner_points) }),
      )
      .join('; '),
  });

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={description}
      style={{ width: '100%', height: 'auto' }}
    >
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(tick)} y2={y(tick)} stroke="#e9ecef" />
          <text x={PLOT.left - 8} y={y(tick) + 4} textAnchor="end" fontSize="12" fill="#495057">
            {format.format(tick)}
          </text>
        </g>
      ))}
      {skills.map((skill, index) => {
        const x = PLOT.left + slot * index + (slot - barWidth) / 2;
        const barTop = y(skill.skill_learner_points);
        return (
          <g key={skill.skill_id}>
            <rect
              x={x}
              y={barTop}
              width={barWidth}
              height={Math.max(2, PLOT.top + plotHeight - barTop)}
              rx="6"
              fill={skill.is_good_at ? '#2b7a3b' : '#c92a2a'}
            />
            <text
              x={x + barWidth / 2}
              y={barTop - 6}
              textAnchor="middle"
              fontSize="12"
              fontWeight="700"
              fill="#212529"
            >
              {format.format(skill.skill_learner_points)}
            </text>
            <text
              x={x + barWidth / 2}
              y={HEIGHT - PLOT.bottom + 18}
              textAnchor="middle"
              fontSize="11"
              fill="#495057"
            >
              {wrapLabel(skill.skill_name, labelWidth).map((line, lineIndex) => (
                <tspan key={`${line}-${lineIndex}`} x={x + barWidth / 2} dy={lineIndex === 0 ? 0 : 13}>
                  {line}
                </tspan>
              ))}
            </text>
          </g>
        );
      })}
      <line
        x1={PLOT.left}
        x2={WIDTH - PLOT.right}
        y1={y(DEMO_REPORT_AVERAGE_POINTS)}
        y2={y(DEMO_REPORT_AVERAGE_POINTS)}
        stroke="#e67700"
        strokeWidth="2"
        strokeDasharray="8 5"
      />
      <text
        x={WIDTH - PLOT.right}
        y={y(DEMO_REPORT_AVERAGE_POINTS) - 8}
        textAnchor="end"
        fontSize="12"
        fontWeight="700"
        fill="#a35200"
      >
        {t('report.average', { points: format.format(DEMO_REPORT_AVERAGE_POINTS) })}
      </text>
    </svg>
  );
}
