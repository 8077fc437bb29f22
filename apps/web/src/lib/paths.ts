/**
 * Every URL of the web app, in one place. Route definitions use the `pattern` strings; links and redirects call the
 * builders, so a renamed route cannot leave a stale link behind.
 */
export type PlanId = 1 | 2;
export type SignUpUserType = 'parent' | 'learner';
export type SocialProviderId = 'google' | 'facebook' | 'oidc';

export const LOGOUT_NEXT_PARAM = 'next';
export const LOGOUT_NEXT_PARENT_SIGN_UP = 'parent-sign-up';
/** Query flag on membership and billing that opens the resume confirmation (the paused dialog's resume target). */
export const MEMBERSHIP_RESUME_PARAM = 'resume';

const encode = (value: string | number): string => encodeURIComponent(String(value));

export const paths = {
  home: { pattern: '/', build: () => '/' },
  product: { pattern: '/product', build: () => '/product' },
  pricing: { pattern: '/pricing', build: () => '/pricing' },
  curriculum: { pattern: '/curriculum', build: () => '/curriculum' },
  faq: {
    pattern: '/faq/:category?',
    build: (category?: string) => (category ? `/faq/${encode(category)}` : '/faq'),
  },
  contactUs: { pattern: '/contact-us', build: () => '/contact-us' },
  diagnosticDemo: {
    pattern: '/diagnostic-demo/:topicId/:step',
    build: (topicId: number, step: 1 | 2 | 3 = 1) => `/diagnostic-demo/${encode(topicId)}/${step}`,
  },
  designSystem: { pattern: '/design-system', build: () => '/design-system' },

  preSignup: {
    pattern: '/pre-signup/:autoLogin?',
    build: (autoLogin?: SocialProviderId) => (autoLogin ? `/pre-signup/${encode(autoLogin)}` : '/pre-signup'),
  },
  signUp: {
    pattern: '/sign-up/:userType',
    build: (userType: SignUpUserType) => `/sign-up/${encode(userType)}?screen_hint=signup`,
  },
  onboarding: { pattern: '/onboarding', build: () => '/onboarding' },
  actionPage: {
    pattern: '/action-page/:action?',
    build: (action?: 'login' | 'logout') => (action ? `/action-page/${action}` : '/action-page'),
  },
  /** Logs the current user out, then opens the parent sign-up instead of the login screen. */
  logoutToParentSignUp: {
    build: () => `/action-page/logout?${LOGOUT_NEXT_PARAM}=${LOGOUT_NEXT_PARENT_SIGN_UP}`,
  },
  emailVerification: { pattern: '/email-verification', build: () => '/email-verification' },
  askParent: { pattern: '/ask-parent', build: () => '/ask-parent' },

  planSelection: {
    pattern: '/plan-selection/:plan?/:children?',
    build: (plan?: PlanId, children?: number) =>
      plan === undefined
        ? '/plan-selection'
        : children === undefined
          ? `/plan-selection/${plan}`
          : `/plan-selection/${plan}/${encode(children)}`,
  },
  subscriptionPayment: {
    pattern: '/subscription-payment/:plan/:children',
    build: (plan: PlanId, children: number) => `/subscription-payment/${plan}/${encode(children)}`,
  },
  addMembership: {
    pattern: '/account/add-membership/:plan?/:children?',
    build: () => '/account/add-membership',
  },
  myStudents: { pattern: '/my-students/:tab?/:addStudent?', build: () => '/my-students' },
  // The add-student dialogs are addresses under /my-students (spec 2 §2), so Back closes them.
  myStudentsAddStudent: { build: () => '/my-students/add-student' },
  myStudentsAddExisting: { build: () => '/my-students/add-existing' },
  myStudentsAddExistingNameGrade: { build: () => '/my-students/add-existing/name-grade' },
  myStudentsAddNew: { build: () => '/my-students/add-new' },
  resumeSubscription: { pattern: '/resume-subscription', build: () => '/resume-subscription' },
  settings: { pattern: '/settings', build: () => '/settings' },
  accountSettings: {
    pattern: '/account/settings/:tab?',
    build: (learnerUserId?: string) =>
      learnerUserId ? `/account/settings/${encode(learnerUserId)}` : '/account/settings',
  },
  membershipAndBilling: {
    pattern: '/account/membership-and-billing',
    build: () => '/account/membership-and-billing',
  },
  membershipAndBillingResume: {
    build: () => `/account/membership-and-billing?${MEMBERSHIP_RESUME_PARAM}=1`,
  },
  billingHistory: { pattern: '/account/billing-history', build: () => '/account/billing-history' },

  myPractice: {
    pattern: '/my-practice/:tab?',
    build: (tab?: 0 | 1) => (tab === undefined ? '/my-practice' : `/my-practice/${tab}`),
  },
  myProgress: {
    pattern: '/my-progress/:tab?',
    build: (tab?: 0 | 1) => (tab === undefined ? '/my-progress' : `/my-progress/${tab}`),
  },
  practicePortal: {
    pattern: '/practice-portal/:topicId',
    build: (topicId: number) => `/practice-portal/${encode(topicId)}`,
  },
  diagnosticTool: {
    pattern: '/diagnostic-tool/:topicId',
    build: (topicId: number) => `/diagnostic-tool/${encode(topicId)}`,
  },
  diagnosticReport: {
    pattern: '/diagnostic-report/:topicId',
    build: (topicId: number) => `/diagnostic-report/${encode(topicId)}`,
  },
  practice: {
    pattern: '/practice/:topicId/:skillId?',
    build: (topicId: number, skillId?: number) =>
      skillId === undefined
        ? `/practice/${encode(topicId)}`
        : `/practice/${encode(topicId)}/${encode(skillId)}`,
  },
  /** React Router ranks the static 'topic-report' segment above `practice`'s :topicId, so the two never clash. */
  topicReport: {
    pattern: '/practice/topic-report/:topicId',
    build: (topicId: number) => `/practice/topic-report/${encode(topicId)}`,
  },
  parentProgress: {
    pattern: '/parent/progress/:learnerId',
    build: (learnerId: string) => `/parent/progress/${encode(learnerId)}`,
  },
  parentSummary: {
    pattern: '/parent/summary/:learnerId',
    build: (learnerId: string) => `/parent/summary/${encode(learnerId)}`,
  },

  adminQuestions: {
    pattern: '/admin-portal/questions/:courseId?/:subjectId?/:topicId?/:skillId?',
    /** The filters in the path, course first; give only the levels chosen (`build(1, 2)` is course 1, subject 2). */
    build: (...filterIds: number[]) => ['/admin-portal/questions', ...filterIds.map(encode)].join('/'),
  },
  addQuestion: { pattern: '/admin-portal/addQuestion', build: () => '/admin-portal/addQuestion' },
  editQuestion: {
    pattern: '/admin-portal/question/:questionId',
    build: (questionId: number) => `/admin-portal/question/${encode(questionId)}`,
  },
  dataUpload: { pattern: '/data-upload', build: () => '/data-upload' },
} as const;

/** Path prefixes used by the access rules (spec 1 §2 "Access guards"). */
export const pathPrefixes = {
  actionPage: ['/action-page', '/onboarding'],
  emailVerification: ['/email-verification'],
  planSelection: ['/plan-selection'],
  subscriptionPayment: ['/subscription-payment'],
  addMembership: ['/account/add-membership'],
  membershipAndBilling: ['/account/membership-and-billing'],
  billingHistory: ['/account/billing-history'],
  resumeSubscription: ['/resume-subscription'],
  admin: ['/admin-portal', '/data-upload'],
  askParent: ['/ask-parent'],
  myStudents: ['/my-students'],
} as const;

/** True when `pathname` is one of `prefixes` or lies below one of them (segment-wise, so /ask-parents does not match). */
export function isPathUnder(pathname: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
