-- supabase/schemas (the current schema; supabase/README.md): financial aid, the admin list's pages.

-- =====================================================================
-- admin_financial_aid_page: one page of the requests, with the counts
-- =====================================================================

-- The admin list in the screen's order, paged on the server (issue 36; as the
-- registrations screen pages, with an offset and the exact total): the pending
-- requests first, oldest first (first asked, first answered), then the others
-- newest first; p_status (null: all) keeps one status. Returns {total, pending
-- (how many of the total are pending), rows: [admin_financial_aid_request_json]}.
-- Each part reads its own index (560: status_idx, not_pending_idx), so a late
-- page costs an index walk to the offset, not a sort of the whole table.
-- p_limit 1 to 100. Admins only (42501).
create function public.admin_financial_aid_page(
  p_status text default null,
  p_offset integer default 0,
  p_limit integer default 20
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_total bigint;
  v_pending bigint;
  v_rows jsonb;
  v_more jsonb;
begin
  if not private.is_admin() then
    raise exception 'Only an administrator can read financial-aid requests'
      using errcode = '42501', hint = 'admin_only';
  end if;
  if p_status is not null and p_status not in ('pending', 'approved', 'rejected', 'withdrawn') then
    raise exception 'Unknown status' using errcode = '22023', hint = 'invalid_status';
  end if;
  if p_offset is null or p_offset < 0 or p_limit is null or p_limit < 1 or p_limit > 100 then
    raise exception 'A page is 1 to 100 requests from offset 0 on' using errcode = '22023', hint = 'invalid_page';
  end if;
  select count(*), count(*) filter (where r.status = 'pending') into v_total, v_pending
  from public.financial_aid_requests r
  where p_status is null or r.status = p_status;

  -- The pending part: rows p_offset.. of the pending requests, oldest first.
  select coalesce(jsonb_agg(private.admin_financial_aid_request_json(x) order by x.created_at, x.id), '[]'::jsonb)
  into v_rows
  from (select r.* from public.financial_aid_requests r
        where r.status = 'pending' and v_pending > p_offset
        order by r.created_at, r.id offset p_offset limit p_limit) x;

  -- The rest of the page from the other requests, newest first.
  if jsonb_array_length(v_rows) < p_limit and coalesce(p_status, '') <> 'pending' then
    select coalesce(jsonb_agg(private.admin_financial_aid_request_json(x) order by x.created_at desc, x.id desc),
                    '[]'::jsonb)
    into v_more
    from (select r.* from public.financial_aid_requests r
          where r.status <> 'pending' and (p_status is null or r.status = p_status)
          order by r.created_at desc, r.id desc
          offset greatest(p_offset - v_pending, 0) limit p_limit - jsonb_array_length(v_rows)) x;
    v_rows := v_rows || v_more;
  end if;
  return jsonb_build_object('total', v_total, 'pending', v_pending, 'rows', v_rows);
end;
$$;
revoke all on function public.admin_financial_aid_page(p_status text, p_offset integer, p_limit integer) from public, anon;
