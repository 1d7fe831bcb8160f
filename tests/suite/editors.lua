-- Run by tests/suite/editors.rs in `nvim --headless -u NONE -i NONE`, with the test's temp dir
-- first in 'runtimepath' (parser/<lang>.so, queries/<lang>/*.scm). Reads the job from
-- $CFB_EDITORS_JOB (JSON: out, languages = [{name, kinds, files, probes}]), does what an
-- editor does with each grammar — load the parser, load every query, open each example,
-- parse it (injections included), start the highlighter — and writes what it saw as JSON to
-- `out`. Written for Neovim 0.7 (vim.treesitter.require_language, get_query), as Debian 12
-- ships it, with the newer names (language.add, query.get) where they exist.

local ts = vim.treesitter
local job = vim.fn.json_decode(table.concat(vim.fn.readfile(os.getenv("CFB_EDITORS_JOB")), "\n"))

local function message(err)
  return tostring(err):gsub("\n", " ")
end

local function get_query(lang, kind)
  if ts.query and ts.query.get then
    return ts.query.get(lang, kind)
  end
  return ts.get_query(lang, kind)
end

-- ERROR and MISSING nodes, with the position of the first one.
local function problems(node, found)
  if node:type() == "ERROR" or node:missing() then
    found.count = found.count + 1
    if not found.first then
      local row, col = node:range()
      found.first = string.format("%s at %d:%d", node:missing() and "MISSING" or "ERROR", row + 1, col + 1)
    end
  end
  for child in node:iter_children() do
    problems(child, found)
  end
  return found
end

-- The tree as cfb's `Tree::to_sexp` writes it: named and MISSING nodes, with field names.
local function sexp(node, field, out)
  out[#out + 1] = (#out > 0 and " " or "") .. (field and (field .. ": ") or "") .. "("
    .. (node:missing() and "MISSING " or "") .. node:type()
  for child, child_field in node:iter_children() do
    if child:named() or child:missing() then
      sexp(child, child_field, out)
    end
  end
  out[#out + 1] = ")"
  return out
end

local function covers(node, row, col)
  local srow, scol, erow, ecol = node:range()
  local after_start = row > srow or (row == srow and col >= scol)
  local before_end = row < erow or (row == erow and col < ecol)
  return after_start and before_end
end

local report = { nvim = tostring(vim.version().major) .. "." .. vim.version().minor .. "." .. vim.version().patch,
  abi = ts.language_version, languages = {} }

for _, language in ipairs(job.languages) do
  local lang = language.name
  local entry = { name = lang, queries = {}, files = {} }
  report.languages[#report.languages + 1] = entry
  local loaded, load_error
  if ts.language and ts.language.add then -- 0.9 and newer (0.11 returns nil and a message)
    local ok, added, err = pcall(ts.language.add, lang)
    loaded, load_error = ok and added ~= false and err == nil, ok and err or added
  else
    loaded, load_error = pcall(ts.require_language, lang)
  end
  entry.loaded = loaded
  if not loaded then
    entry.load_error = message(load_error)
  else
    local queries = {}
    for _, kind in ipairs(language.kinds) do
      local ok, query = pcall(get_query, lang, kind)
      if not ok then
        entry.queries[kind] = { error = message(query) }
      elseif query == nil then
        entry.queries[kind] = { error = "no queries/" .. lang .. "/" .. kind .. ".scm in runtimepath" }
      else
        entry.queries[kind] = { captures = query.captures }
        queries[kind] = query
      end
    end
    for _, path in ipairs(language.files) do
      local file = { path = path, captures = {} }
      entry.files[#entry.files + 1] = file
      vim.cmd("silent edit " .. vim.fn.fnameescape(path))
      local buf = vim.api.nvim_get_current_buf()
      local ok, parser = pcall(ts.get_parser, buf, lang)
      if not ok then
        file.error = message(parser)
      else
        local parsed, trees = pcall(parser.parse, parser)
        if not parsed then
          file.error = message(trees)
        else
          local root = trees[1]:root()
          local found = problems(root, { count = 0 })
          file.problems = found.count
          file.first_problem = found.first
          file.sexp = table.concat(sexp(root, nil, {}))
          local started, highlighter = pcall(ts.highlighter.new, parser)
          if not started then
            file.highlighter_error = message(highlighter)
          end
          for kind, query in pairs(queries) do
            local counts = {}
            for id, _ in query:iter_captures(root, buf, 0, -1) do
              local name = query.captures[id]
              counts[name] = (counts[name] or 0) + 1
            end
            file.captures[kind] = counts
          end
          file.probes = {}
          for _, probe in ipairs(language.probes) do
            if probe.file == path and queries.highlights then
              local names = {}
              for id, node in queries.highlights:iter_captures(root, buf, probe.row, probe.row + 1) do
                if covers(node, probe.row, probe.col) then
                  names[#names + 1] = queries.highlights.captures[id]
                end
              end
              file.probes[#file.probes + 1] = { text = probe.text, captures = names }
            end
          end
        end
      end
      vim.cmd("silent bwipeout!")
    end
  end
end

vim.fn.writefile({ vim.fn.json_encode(report) }, job.out)
