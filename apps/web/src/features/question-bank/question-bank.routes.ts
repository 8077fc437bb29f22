import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';

/** The staff area (spec 3 §2): each page is its own chunk, under the admin layout (no site header or footer). */
export const questionBankAdminRoutes: RouteObject[] = [
  {
    path: paths.adminQuestions.pattern,
    lazy: async () => ({ Component: (await import('./pages/admin-questions.page')).AdminQuestionsPage }),
  },
  {
    path: paths.addQuestion.pattern,
    lazy: async () => ({ Component: (await import('./pages/add-question.page')).AddQuestionPage }),
  },
  {
    path: paths.editQuestion.pattern,
    lazy: async () => ({ Component: (await import('./pages/edit-question.page')).EditQuestionPage }),
  },
  {
    path: paths.dataUpload.pattern,
    lazy: async () => ({ Component: (await import('./pages/data-upload.page')).DataUploadPage }),
  },
];
