-- Issue 28 (substitutes): every organization that existed before gets the default trigger
-- "Substitute assigned" (LEAVE_SUBSTITUTE_ASSIGNED, e-mail to the substitute), word for word as
-- DEFAULT_TRIGGERS gives a new organization at registration (insertDefaultTriggers).
INSERT INTO "notification_triggers" ("organization_id", "name", "title", "event_type", "receptors", "channels",
  "text_template", "html_template")
SELECT o."id", $t$Substitute assigned$t$, $t${{user.fullName}} named you as their substitute$t$, $t$LEAVE_SUBSTITUTE_ASSIGNED$t$, $t$USER$t$, '{EMAIL}'::text[],
  $t$Hello {{substitute.firstName}},

{{user.fullName}} will be away on {{leave.type.name}} from {{formatDate leave.startAt}} to {{formatDate leave.endAt}} and named you as their substitute.
While the leave is accepted and under way, you can also decide the requests that wait for them.

See the request: {{link}}$t$,
  $t$<p>Hello {{substitute.firstName}},</p>
<p><strong>{{user.fullName}}</strong> will be away on <strong>{{leave.type.name}}</strong> from {{formatDate leave.startAt}} to {{formatDate leave.endAt}} and named you as their substitute.</p>
<p>While the leave is accepted and under way, you can also decide the requests that wait for them.</p>
<p><a href="{{link}}">See the request</a></p>$t$
FROM "organizations" o
ORDER BY o."id";
