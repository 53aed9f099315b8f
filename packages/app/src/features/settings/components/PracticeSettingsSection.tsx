import { Button, Checkbox, chakra, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';

import {
  DEFAULT_REMINDER_COUNT,
  IDLE_TIMEOUT_MAX_MINUTES,
  IDLE_TIMEOUT_MIN_MINUTES,
  SECOND_FACTOR_ROLES,
  SIGNING_DISCLOSURE_MAX_LENGTH,
  SIGNING_DISCLOSURE_MIN_LENGTH,
} from '@portal/contracts/constants';
import type { TPracticeSettings, TReminderSchedule, TSecondFactorRole } from '@portal/contracts';

import {
  ChoiceGroup,
  ErrorPanel,
  FormAlert,
  FormField,
  FormSkeleton,
  ReminderScheduleInputs,
  SectionCard,
  notify,
  scheduleNumberProblems,
} from '@portal/ui';

import { callApi } from '@/lib/http/api';
import { errorMessage } from '@/lib/http/errors';
import { useApi } from '@/lib/http/useApi';

const TITLE = 'Practice settings';
const DESCRIPTION =
  'How the practice works for everyone. Only you can change these; each change is kept in the audit log.';

/**
 * The superadmin's section of '/settings': the practice's own settings (GET/PATCH
 * /practice/settings). The signing disclosure is versioned: saving a new text makes a new version,
 * which clients accept before their next signature.
 */
export function PracticeSettingsSection() {
  const { data, error, isLoading, isValidating, mutate } = useApi(
    'getPracticeSettings',
    {},
    { select: (answer) => answer.data },
  );
  return (
    <SectionCard title={TITLE} description={DESCRIPTION}>
      {isLoading ? (
        <FormSkeleton loadingText="Loading the practice settings..." fields={2} />
      ) : !data ? (
        <ErrorPanel
          variant="inline"
          titleAs="p"
          error={errorMessage(error, 'The practice settings could not be loaded.')}
          onRetry={() => void mutate()}
          isRetrying={isValidating}
        />
      ) : (
        <PracticeSettingsForm
          // A saved version starts the form again from what the server keeps.
          key={`${data.signingDisclosure.version}:${String(data.attachSignedPdf)}:${data.idleTimeoutMinutes}:${data.secondFactorRoles.join()}:${scheduleKey(data.reminderSchedule)}`}
          settings={data}
          onSaved={(saved) => void mutate({ data: saved }, { revalidate: false })}
        />
      )}
    </SectionCard>
  );
}

function PracticeSettingsForm({
  settings,
  onSaved,
}: {
  settings: TPracticeSettings;
  onSaved: (saved: TPracticeSettings) => void;
}) {
  const [disclosure, setDisclosure] = useState(settings.signingDisclosure.text);
  const [attachSignedPdf, setAttachSignedPdf] = useState(settings.attachSignedPdf);
  const [idleMinutes, setIdleMinutes] = useState(String(settings.idleTimeoutMinutes));
  const [secondFactorRoles, setSecondFactorRoles] = useState(settings.secondFactorRoles);
  const [reminders, setReminders] = useState<ReminderDraft>(() =>
    reminderDraft(settings.reminderSchedule),
  );
  const reminderCheck = checkReminderDraft(reminders);
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const trimmed = disclosure.trim();
  const disclosureError =
    trimmed.length < SIGNING_DISCLOSURE_MIN_LENGTH
      ? `Write at least ${SIGNING_DISCLOSURE_MIN_LENGTH} characters (${trimmed.length} now).`
      : trimmed.length > SIGNING_DISCLOSURE_MAX_LENGTH
        ? `Use at most ${SIGNING_DISCLOSURE_MAX_LENGTH} characters (${trimmed.length} now).`
        : undefined;
  const idleTimeoutMinutes = Number(idleMinutes.trim());
  const idleError = idleMinutesProblem(idleMinutes);
  const changes = {
    ...(trimmed !== settings.signingDisclosure.text ? { signingDisclosure: trimmed } : {}),
    ...(attachSignedPdf !== settings.attachSignedPdf ? { attachSignedPdf } : {}),
    ...(!idleError && idleTimeoutMinutes !== settings.idleTimeoutMinutes
      ? { idleTimeoutMinutes }
      : {}),
    ...(sameRoles(secondFactorRoles, settings.secondFactorRoles) ? {} : { secondFactorRoles }),
    ...(reminderCheck.schedule !== undefined &&
    scheduleKey(reminderCheck.schedule) !== scheduleKey(settings.reminderSchedule)
      ? { reminderSchedule: reminderCheck.schedule }
      : {}),
  };
  // A number typed out of bounds is a change too: Save then says what is wrong with it.
  const hasChanges =
    Object.keys(changes).length > 0 ||
    idleMinutes.trim() !== String(settings.idleTimeoutMinutes) ||
    (reminderCheck.schedule === undefined &&
      scheduleKey(settings.reminderSchedule) !== `${reminders.everyDays}:${reminders.maxCount}`);
  const { version, updatedAt } = settings.signingDisclosure;

  return (
    <chakra.form
      noValidate
      display="flex"
      flexDirection="column"
      gap="5"
      onSubmit={async (event) => {
        event.preventDefault();
        if (
          disclosureError ||
          idleError ||
          reminderCheck.schedule === undefined ||
          Object.keys(changes).length === 0
        ) {
          return;
        }
        setBusy(true);
        setProblem(null);
        try {
          const answer = await callApi('updatePracticeSettings', { body: changes });
          notify.success(answer.message);
          onSaved(answer.data);
        } catch (failure) {
          setProblem(errorMessage(failure, 'The practice settings could not be saved.'));
        } finally {
          setBusy(false);
        }
      }}
    >
      {problem && <FormAlert title={problem} />}
      <FormField
        label="Disclosure about electronic records and signatures"
        error={disclosureError}
        helperText={`Clients read and accept it before their first electronic signature. Saving a new text makes version ${version + 1}; clients accept each version once.`}
      >
        <Textarea
          value={disclosure}
          onChange={(event) => setDisclosure(event.target.value)}
          rows={10}
          autoresize
          maxH="96"
        />
      </FormField>
      <Text textStyle="sm" color="fg.muted" mt="-3">
        {updatedAt
          ? `In force: version ${version}, written on ${updatedAt.slice(0, 10)}.`
          : `In force: version ${version}, the portal’s default text.`}
      </Text>
      <Checkbox.Root
        checked={attachSignedPdf}
        onCheckedChange={(details) => setAttachSignedPdf(details.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>
          Attach the signed PDF to the e-mail (up to 10 MB)
          <Text as="span" display="block" textStyle="sm" color="fg.muted" fontWeight="normal">
            Off: the e-mail that says a document was signed links to it in the portal.
          </Text>
        </Checkbox.Label>
      </Checkbox.Root>
      <FormField
        label="Sign out after this many minutes without activity"
        error={idleError}
        helperText={`Counted across every tab of a browser; a warning shows a minute before. From ${IDLE_TIMEOUT_MIN_MINUTES} to ${IDLE_TIMEOUT_MAX_MINUTES} minutes.`}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={IDLE_TIMEOUT_MIN_MINUTES}
          max={IDLE_TIMEOUT_MAX_MINUTES}
          step={1}
          maxW="40"
          value={idleMinutes}
          onChange={(event) => setIdleMinutes(event.target.value)}
        />
      </FormField>
      <DefaultRemindersField
        draft={reminders}
        problems={reminderCheck.problems}
        onChange={(change) => setReminders((current) => ({ ...current, ...change }))}
      />
      <SecondFactorRolesField
        roles={secondFactorRoles}
        onChange={(role, isRequired) =>
          setSecondFactorRoles((roles) =>
            SECOND_FACTOR_ROLE_CHOICES.map((choice) => choice.role).filter((one) =>
              one === role ? isRequired : roles.includes(one),
            ),
          )
        }
      />
      <Stack>
        <HStack justify="flex-end">
          <Button type="submit" loading={isBusy} disabled={!hasChanges}>
            Save practice settings
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

/** The roles a practice may require a second step of, as the choices read them. */
const ROLE_LABELS: Readonly<Record<TSecondFactorRole, string>> = {
  provider: 'Providers',
  client: 'Clients',
};
const SECOND_FACTOR_ROLE_CHOICES = SECOND_FACTOR_ROLES.map((role) => ({
  role,
  label: ROLE_LABELS[role],
}));

const sameRoles = (a: readonly TSecondFactorRole[], b: readonly TSecondFactorRole[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

/**
 * "Require two-step sign-in for": providers, clients (issue 33). The superadmin always has it.
 * An account of a required role without a second step sets one up at its next sign-in.
 */
function SecondFactorRolesField({
  roles,
  onChange,
}: {
  roles: readonly TSecondFactorRole[];
  onChange: (role: TSecondFactorRole, isRequired: boolean) => void;
}) {
  return (
    <chakra.fieldset display="flex" flexDirection="column" gap="2">
      <chakra.legend fontWeight="medium" textStyle="sm" mb="1">
        Require two-step sign-in for
      </chakra.legend>
      <HStack gap="6" wrap="wrap">
        {SECOND_FACTOR_ROLE_CHOICES.map(({ role, label }) => (
          <Checkbox.Root
            key={role}
            checked={roles.includes(role)}
            onCheckedChange={(details) => onChange(role, details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </HStack>
      <Text textStyle="sm" color="fg.muted">
        You, the superadmin, always sign in with two steps. Anyone of a role ticked here who has no
        second step yet sets one up the next time they sign in.
      </Text>
    </chakra.fieldset>
  );
}

/** Whether the idle time typed is a whole number of minutes within the contract's bounds. */
function idleMinutesProblem(typed: string): string | undefined {
  const minutes = Number(typed.trim());
  const isWhole = typed.trim() !== '' && Number.isInteger(minutes);
  return isWhole && minutes >= IDLE_TIMEOUT_MIN_MINUTES && minutes <= IDLE_TIMEOUT_MAX_MINUTES
    ? undefined
    : `Enter a whole number of minutes from ${IDLE_TIMEOUT_MIN_MINUTES} to ${IDLE_TIMEOUT_MAX_MINUTES}.`;
}

/** The default reminders as the form holds them: none, or a schedule typed in two inputs. */
interface ReminderDraft {
  mode: 'none' | 'schedule';
  everyDays: string;
  maxCount: string;
}

/** The form's start: the practice's schedule, or none (its numbers ready to be chosen). */
function reminderDraft(schedule: TReminderSchedule | null): ReminderDraft {
  return schedule
    ? {
        mode: 'schedule',
        everyDays: String(schedule.everyDays),
        maxCount: String(schedule.maxCount),
      }
    : { mode: 'none', everyDays: '3', maxCount: String(DEFAULT_REMINDER_COUNT) };
}

/** A schedule as one comparable string ('none' for no reminders). */
function scheduleKey(schedule: TReminderSchedule | null): string {
  return schedule ? `${schedule.everyDays}:${schedule.maxCount}` : 'none';
}

/**
 * The schedule the draft makes (null: no reminders; undefined while a number is out of the
 * contract's bounds) and what is wrong with each number.
 */
function checkReminderDraft(draft: ReminderDraft): {
  schedule: TReminderSchedule | null | undefined;
  problems: { everyDays?: string; maxCount?: string };
} {
  if (draft.mode === 'none') return { schedule: null, problems: {} };
  const problems = scheduleNumberProblems(draft);
  const isValid = !problems.everyDays && !problems.maxCount;
  return {
    schedule: isValid
      ? { everyDays: Number(draft.everyDays.trim()), maxCount: Number(draft.maxCount.trim()) }
      : undefined,
    problems,
  };
}

/**
 * "Default reminders" (issue 35): the schedule a copy gets when its sender does not choose one,
 * by notification and e-mail, until the copy is signed, declined, voided or expired.
 */
function DefaultRemindersField({
  draft,
  problems,
  onChange,
}: {
  draft: ReminderDraft;
  problems: { everyDays?: string; maxCount?: string };
  onChange: (change: Partial<ReminderDraft>) => void;
}) {
  return (
    <Stack gap="3">
      <ChoiceGroup
        legend="Default reminders"
        hint="Used when a provider sends a document without choosing reminders."
        options={[
          { value: 'none', label: 'No reminders' },
          {
            value: 'schedule',
            label: 'Every … days, at most … times',
            description:
              'By notification and e-mail, until the document is signed, declined, voided or expired.',
          },
        ]}
        value={draft.mode}
        onValueChange={(mode) => onChange({ mode })}
      />
      {draft.mode === 'schedule' && (
        <ReminderScheduleInputs
          value={draft}
          onValueChange={onChange}
          problems={problems}
          ps={{ base: '0', sm: '6' }}
        />
      )}
    </Stack>
  );
}
