import type { FastifyPluginAsync } from 'fastify';
import { calendarFileName, consultationsApi as api } from '@fertilia/contracts';
import { route } from '../../http/route';
import { CALENDAR_MAIL_JOB, type CalendarMailJob } from './calendar-changes';
import { sendCalendarMail } from './calendar-mail';
import { visitCalendarFile } from './calendar-service';
import { VISIT_REMINDER_JOB, VISIT_REMINDER_TICK_MS, runVisitReminders } from './visit-reminders';

/**
 * Reminders and calendar invitations (ADR 014), registered under /api/consultations: "Add to calendar"'s
 * .ics file, the job that mails one invitation, and the reminder run once a minute across all processes.
 * Tests drive the jobs with app.jobs.drain() or call runVisitReminders with a clock of their own.
 */
export const visitCalendarModule: FastifyPluginAsync = async (app) => {
  route(app, api.calendarFile, async (ctx, { params }, { reply }) => {
    const file = await visitCalendarFile(ctx, params.id);
    return reply
      .type(`${api.calendarFile.produces}; charset=utf-8`)
      .header('Content-Disposition', `attachment; filename="${calendarFileName(params.id)}"`)
      .send(file);
  });
  app.jobs.define<CalendarMailJob>(CALENDAR_MAIL_JOB, (ctx, job) => sendCalendarMail(ctx, job));
  app.jobs.every(VISIT_REMINDER_JOB, VISIT_REMINDER_TICK_MS, async (ctx) => {
    const sent = await runVisitReminders(ctx);
    if (sent) ctx.log.info({ sent }, 'visit reminders sent');
  });
};
