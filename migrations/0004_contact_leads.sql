-- Contact messages are leads too (docs/decisions/contact-form-leads.md): one table, told apart by
-- `kind`. A contact lead's report_uuid and report_slug name the page its form was sent from.
ALTER TABLE leads ADD COLUMN kind TEXT NOT NULL DEFAULT 'report';
ALTER TABLE leads ADD COLUMN message TEXT NOT NULL DEFAULT '';
