import type { AppConfig } from '../../platform/config';
import type { Db } from '../../platform/db/database';
import type { Mailer } from '../../platform/mail/mailer';
import type { AreaModule } from '../../platform/modules/area-module';
import type { CurriculumService } from '../curriculum/curriculum.types';
import type { LearnerAccess, LearnerHabitsService, PracticeRoundsService } from '../practice/practice.types';
import { createLearnerSkillsService, type LearnerSkillsService } from './learner-skills.service';
import { progressJobs } from './progress.jobs';
import { createProgressRepository } from './progress.repository';
import { progressRoutes } from './progress.routes';
import { createProgressService, type ProgressService } from './progress.service';
import { createSkillStandings } from './skill-standings';
import { createWeeklyReportsService, type WeeklyReportsService } from './weekly-reports.service';

/** The progress area: the learner's reports and certificates (reads of practice), and the weekly e-mail job. */
export function createProgressModule(deps: {
  config: Pick<AppConfig, 'publicUrl'>;
  db: Db;
  curriculum: CurriculumService;
  practiceRounds: Pick<PracticeRoundsService, 'listSkillTotals'>;
  learnerHabits: Pick<LearnerHabitsService, 'summariseHabits'>;
  access: LearnerAccess;
  mailer: Mailer;
}): AreaModule<{
  progress: ProgressService;
  learnerSkills: LearnerSkillsService;
  weeklyReports: WeeklyReportsService;
}> {
  const repository = createProgressRepository(deps.db);
  const { curriculum, access } = deps;
  const standings = createSkillStandings({ curriculum, practice: deps.practiceRounds });
  const progress = createProgressService({ repository, curriculum, standings, access });
  const learnerSkills = createLearnerSkillsService({ repository, curriculum, standings, access });
  const weeklyReports = createWeeklyReportsService({
    repository,
    curriculum,
    practice: deps.learnerHabits,
    mailer: deps.mailer,
    publicUrl: deps.config.publicUrl,
  });
  return {
    services: { progress, learnerSkills, weeklyReports },
    routes: [progressRoutes({ progress, learnerSkills })],
    jobs: progressJobs(weeklyReports),
  };
}
