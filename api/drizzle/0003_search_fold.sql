-- rihla_fold(text): the search form of a text, so `q` finds Arabic names however they are written.
-- Lower-cases; drops tashkeel (U+064B-U+065F, superscript alef U+0670) and tatweel (U+0640);
-- folds alef forms (أ إ آ ٱ -> ا), hamza carriers (ؤ -> و, ئ -> ي), taa marbuta (ة -> ه),
-- alef maqsura (ى -> ي), and Arabic-Indic and Persian digits to 0-9.
-- api/src/lib/fold-search.ts does the same to `q`; a test keeps the two equal.
CREATE OR REPLACE FUNCTION rihla_fold(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT translate(
    regexp_replace(lower(input), '[\u064B-\u065F\u0670\u0640]', '', 'g'),
    'أإآٱؤئةى٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹',
    'ااااويهي01234567890123456789'
  )
$$;
