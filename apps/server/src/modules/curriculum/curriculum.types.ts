import type { CurriculumCatalogueService } from './curriculum.service';
import type { DemoQuestionsService } from './demo-questions.service';
import type { GeneratedQuestionsService } from './generated-questions.service';

/** The curriculum area's public types: other areas import these, never its repository. */
export type { StoredQuestion } from './curriculum.repository';
export type {
  CatalogueSkill,
  CatalogueSkillPoints,
  CurriculumCatalogueService,
  DiagnosticChoice,
} from './curriculum.service';
export type { SeedSummary } from './generated-questions.service';

/** What other areas take as `curriculum`: the catalogue, the generated question bank and the demo's questions. */
export type CurriculumService = CurriculumCatalogueService & GeneratedQuestionsService & DemoQuestionsService;
