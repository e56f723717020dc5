import {
  type AnsweredQuestion,
  HELP_NEEDED_SERVICES,
  type ListingService,
  type SurveyAnswers,
  type SurveyQuestion,
} from '@hearth/domain';

// Turning a family's answers into what is kept: the questions as they were asked, and the
// services the assessment starts with.

/** The answered questions in survey order, each with its wording and chosen options' labels. */
export function answeredQuestions(
  questions: readonly SurveyQuestion[],
  answers: SurveyAnswers,
): AnsweredQuestion[] {
  const answered: AnsweredQuestion[] = [];
  for (const question of questions) {
    const value = answers[question.code];
    // As the survey's rules see it: blank text is no answer.
    if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) {
      continue;
    }
    const chosen = new Set(Array.isArray(value) ? value : [String(value)]);
    const isChoice = question.options.length > 0;
    if (isChoice && chosen.size === 0) {
      continue;
    }
    answered.push({
      code: question.code,
      kind: question.kind,
      labels: question.labels,
      choices: isChoice ? question.options.filter((option) => chosen.has(option.value)) : [],
      value:
        isChoice || Array.isArray(value) ? null : typeof value === 'string' ? value.trim() : value,
    });
  }
  return answered;
}

/** The listing services named by the help the family asked for. */
export function servicesAsked(answers: SurveyAnswers): ListingService[] {
  const help = answers.help_needed;
  const codes = Array.isArray(help) ? help : [];
  return [
    ...new Set(
      codes.map((code) => HELP_NEEDED_SERVICES[code]).filter((service) => service !== undefined),
    ),
  ];
}
