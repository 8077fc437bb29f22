/** The curriculum area's public types: other areas import these, never its repository. */
export type { StoredQuestion } from './curriculum.repository';
export type {
  CatalogueSkill,
  CatalogueSkillPoints,
  CurriculumService,
  DiagnosticChoice,
  SeedSummary,
} from './curriculum.service';
