#!/bin/sh
# Backups of Rihla's PostgreSQL database: the compose `backup` service runs it (postgres image,
# busybox sh); the same script works on any machine with pg_dump. docs/operations.md.
#   backup.sh once       one custom-format dump into BACKUP_DIR, then keep the newest BACKUP_KEEP
#   backup.sh schedule   a dump at start, then every BACKUP_INTERVAL_HOURS (a failed one is logged, retried next time)
#   backup.sh check      exit 0 when the newest dump is younger than two intervals (the health check)
# DATABASE_URL names the database. Dumps are rihla-<UTC time>.dump: sorted by name, oldest first.
set -eu

dir=${BACKUP_DIR:?set BACKUP_DIR}
keep=${BACKUP_KEEP:-14}
interval_hours=${BACKUP_INTERVAL_HOURS:-24}

backup_once() {
  mkdir -p "$dir"
  name="rihla-$(date -u +%Y%m%dT%H%M%SZ).dump"
  # Written under another name first: a dump cut short never counts as a backup.
  pg_dump --format=custom --no-owner --file="$dir/.$name.partial" --dbname="${DATABASE_URL:?set DATABASE_URL}"
  mv "$dir/.$name.partial" "$dir/$name"
  echo "backup: wrote $dir/$name ($(wc -c <"$dir/$name") bytes)"
  ls -1 "$dir" | grep -E '^rihla-[0-9TZ]+\.dump$' | sort -r | tail -n +"$((keep + 1))" | while read -r old; do
    rm -f "$dir/$old"
    echo "backup: removed $dir/$old (keeping the newest $keep)"
  done
}

case "${1:-}" in
  once) backup_once ;;
  schedule)
    while true; do
      backup_once || echo "backup: FAILED, next try in $interval_hours h" >&2
      sleep "$((interval_hours * 3600))"
    done
    ;;
  check)
    newest=$(find "$dir" -maxdepth 1 -name 'rihla-*.dump' -mmin "-$((interval_hours * 120))" | head -n 1)
    [ -n "$newest" ] || { echo "backup: no dump younger than $((interval_hours * 2)) h in $dir" >&2; exit 1; }
    echo "backup: newest $newest"
    ;;
  *)
    echo "usage: backup.sh once|schedule|check" >&2
    exit 2
    ;;
esac
