-- Trigram indexes make `q` (LIKE '%term%') searches use an index instead of scanning the table.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
