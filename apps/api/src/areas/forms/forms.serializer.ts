import type { FormInvitationState } from '@platform/contracts';
import { resource, uniqueResources, type Document, type ResourceObject } from '../../platform/http/json-api';
import { isAcceptingAnswers } from './forms.policy';
import type { PublicForm } from './forms.filling';
import type { InvitationRow } from './forms.invitations.repository';
import type { QuestionRow } from './forms.questions.repository';
import type { FormBundle } from './forms.service';
import type { SubmissionRow } from './forms.submissions.repository';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function serializeQuestion(question: QuestionRow): ResourceObject {
  return resource('form_questions', question.id, {
    text: question.text,
    questionType: question.questionType,
    required: question.required,
    longAnswer: question.longAnswer,
    options: question.options,
    minValue: question.minValue,
    maxValue: question.maxValue,
    position: question.position,
    deleted: question.deletedAt !== null,
    deletedAt: iso(question.deletedAt),
  });
}

/** The builder's view of forms; `token` (and `public_url`) only for anonymous forms, whose link is public by design. */
export function formDocumentParts(
  bundle: FormBundle,
  withQuestions: boolean,
): Pick<Document, 'included'> & { data: ResourceObject[] } {
  const data = bundle.forms.map((form) => {
    const questions = bundle.questions.filter((question) => question.formId === form.id);
    return resource(
      'forms',
      form.id,
      {
        title: form.title,
        description: form.description,
        organizationId: form.organizationId,
        volunteerCenterId: form.volunteerCenterId,
        accessPermission: form.accessPermission,
        status: form.status,
        closesAt: iso(form.closesAt),
        confirmationText: form.confirmationText,
        notifyEmails: form.notifyEmails,
        retentionMonths: form.retentionMonths,
        purpose: form.purpose,
        token: form.accessPermission === 'anonymous' ? form.token : null,
        publicUrl: bundle.publicLinks.get(form.id) ?? null,
        acceptingAnswers: isAcceptingAnswers(form),
        submissionCount: form.submissionCount,
        createdAt: form.createdAt.toISOString(),
        updatedAt: form.updatedAt.toISOString(),
      },
      withQuestions
        ? {
            questions: {
              data: questions.map((question) => ({ type: 'form_questions', id: question.id })),
            },
          }
        : undefined,
    );
  });
  return withQuestions
    ? { data, included: uniqueResources(bundle.questions.map(serializeQuestion)) }
    : { data };
}

function publicFormResource({ form, questions, availability, token }: PublicForm): ResourceObject {
  return resource(
    'public_forms',
    token,
    {
      formId: form.id,
      title: form.title,
      description: form.description,
      accessPermission: form.accessPermission,
      availability,
      closesAt: iso(form.closesAt),
    },
    {
      questions: {
        data: questions.map((question) => ({ type: 'form_questions', id: question.id })),
      },
    },
  );
}

/** A form as visitors see it: what to show, whether it takes answers, and the questions when it does. */
export function publicFormDocument(publicForm: PublicForm): Document {
  return {
    data: publicFormResource(publicForm),
    included: publicForm.questions.map(serializeQuestion),
  };
}

/** Several forms as visitors see them (the contact form, the workshops, a block's form). */
export function publicFormsDocument(publicForms: PublicForm[]): Document {
  return {
    data: publicForms.map(publicFormResource),
    included: publicForms.flatMap((publicForm) => publicForm.questions.map(serializeQuestion)),
  };
}

/** A submission; with `questions`, related to every question its form ever asked (the one-submission answer). */
export function serializeSubmission(
  submission: SubmissionRow,
  questions?: QuestionRow[],
): ResourceObject {
  return resource(
    'form_submissions',
    submission.id,
    {
      formId: submission.formId,
      answers: submission.answers,
      locale: submission.locale,
      invitationId: submission.invitationId,
      userId: submission.userId,
      createdAt: submission.createdAt.toISOString(),
    },
    questions
      ? {
          questions: {
            data: questions.map((question) => ({ type: 'form_questions', id: question.id })),
          },
        }
      : undefined,
  );
}

/** The state staff see of an invitation (FORM_INVITATION_STATES). */
export function invitationState(
  invitation: InvitationRow,
  now = new Date(),
): FormInvitationState {
  if (invitation.answeredAt) return 'answered';
  if (invitation.revokedAt) return 'revoked';
  if (invitation.expiresAt <= now) return 'expired';
  return invitation.openedAt ? 'opened' : 'sent';
}

export function serializeInvitation(invitation: InvitationRow): ResourceObject {
  return resource('form_invitations', invitation.id, {
    email: invitation.email,
    state: invitationState(invitation),
    expiresAt: invitation.expiresAt.toISOString(),
    openedAt: iso(invitation.openedAt),
    answeredAt: iso(invitation.answeredAt),
    revokedAt: iso(invitation.revokedAt),
    createdAt: invitation.createdAt.toISOString(),
  });
}
