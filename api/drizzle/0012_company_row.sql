-- The company's one row of details, empty until an administrator fills it in.
INSERT INTO "company" DEFAULT VALUES ON CONFLICT DO NOTHING;
