# shellcheck shell=bash
# The add-on step of tests/compat/run.sh (sourced by it): field types that add-ons give a field
# plugin, against the REAL add-ons. Their directories come from SEEDPRESS_COMPAT_ADDONS
# (colon-separated; never part of this repository): ACF Font Awesome Field
# (advanced-custom-fields-font-awesome), ACF OpenStreetMap Field (acf-openstreetmap-field), the
# carbon-field-icon library, CMB2 Field Type: Font Awesome (cmb2-field-faiconselect). After a field
# plugin's own cases, its add-ons are linked in and activated beside it,
# fixtures/seedpress-compat-add-ons.php registers fields of their types on compat_<plugin>_addons
# (for CMB2 also taxonomy types registered as a theme registers them), SeedPress generates 3 posts
# through its REST API, and add-ons.php reads each value back through the add-on's own getter and
# format path and asks the add-on whether it offers the value. The ACF Font Awesome round runs once
# per Font Awesome version the add-on stores differently and can list here (7, 6, 5).

ADDON_FIXTURE=$MU_DIR/seedpress-compat-add-ons.php
ADDON_FA_VERSIONS=(7 6 5)
addon_dirs=()
addon_installed=()

# Field plugin suite an add-on directory extends, from the files only that add-on ships.
addon_base_of() {
  local d=$1
  if [[ -f $d/acf-font-awesome.php ]]; then echo acf
  elif grep -qs 'Plugin Name: *ACF OpenStreetMap Field' "$d/index.php"; then echo acf
  elif grep -qs 'namespace Carbon_Field_Icon' "$d/core/Icon_Field.php"; then echo carbon-fields
  elif grep -qs 'Plugin Name: *CMB2 Field Type: Font Awesome' "$d/iconselect.php"; then echo cmb2
  else return 1; fi
}

addon_main_file() {
  local d=$1
  if [[ -f $d/acf-font-awesome.php ]]; then echo acf-font-awesome.php
  elif [[ -f $d/iconselect.php ]]; then echo iconselect.php
  elif [[ -f $d/core/Icon_Field.php ]]; then echo carbon-field-icon-loader.php
  else echo index.php; fi
}

# Checks SEEDPRESS_COMPAT_ADDONS before anything is installed.
addon_read_dirs() {
  local d
  [[ -n ${SEEDPRESS_COMPAT_ADDONS:-} ]] || return 0
  IFS=: read -r -a addon_dirs <<<"$SEEDPRESS_COMPAT_ADDONS"
  for d in "${!addon_dirs[@]}"; do
    [[ -d ${addon_dirs[$d]} ]] || die "${addon_dirs[$d]} is not a directory"
    addon_dirs[d]=$(cd "${addon_dirs[$d]}" && pwd)
    addon_base_of "${addon_dirs[$d]}" >/dev/null || die "${addon_dirs[$d]}: not an add-on this step knows (ACF Font Awesome, ACF OpenStreetMap, carbon-field-icon, cmb2-field-faiconselect)"
  done
}

addon_install() {
  local dir=$1 folder main
  folder="seedpress-compat-$(basename "$dir")"
  main=$(addon_main_file "$dir")
  # carbon-field-icon is a Composer library like Carbon Fields: a loader plugin beside a link to it.
  link_in "$dir" "$folder" "$([[ $main == carbon-field-icon-loader.php ]] && echo "$main")"
  addon_installed+=("$folder/$main")
  php "$HERE/plugins.php" activate "$folder/$main"
}

addon_uninstall_all() {
  local file folder
  for file in "${addon_installed[@]}"; do
    folder=${file%%/*}
    php "$HERE/plugins.php" deactivate "$file" || true
    link_out "$folder" "${file#*/}"
  done
  addon_installed=()
  rm -f "$ADDON_FIXTURE"
}

# One generation of the suite's add-on post type, read back; `fa` is the Font Awesome version to set.
addon_round() {
  local suite=$1 post_type=$2 fa=${3:-} answer ids status=0
  php "$HERE/add-ons.php" setup "$suite" $fa
  curl -sS --max-time 60 -u "$AUTH" -X DELETE "$SEEDPRESS_API/field-detections/$post_type" >/dev/null
  # With automatic terms: a theme's taxonomy field must still hold the post's terms of its taxonomy.
  answer=$(api /generate/posts "{\"post_type\":\"$post_type\",\"count\":3,\"populate_custom_fields\":true,\"auto_taxonomies\":true,\"enable_variation\":false,\"set_featured_image\":false,\"download_images\":false}")
  if ids=$(php -r '$a = json_decode(stream_get_contents(STDIN), true); if (empty($a["success"])) { exit(1); } echo json_encode($a["ids"]);' <<<"$answer"); then
    php "$HERE/add-ons.php" check "$suite" "$ids" || status=1
  else
    printf '%-24s generation failed: %s\n' "$suite add-ons" "$answer"
    status=1
  fi
  api /generate/posts/delete "{\"post_type\":\"$post_type\",\"delete_related_terms\":true}" >/dev/null || true
  php "$HERE/add-ons.php" teardown "$suite"
  return $status
}

# The add-on cases of a field plugin whose own cases just ran (it is still installed).
addon_cases() {
  local suite=$1 d post_type fa status=0 font_awesome=0 mine=()
  for d in "${addon_dirs[@]}"; do
    [[ $(addon_base_of "$d") == "$suite" ]] && mine+=("$d")
  done
  ((${#mine[@]})) || return 0
  ln -sfn "$HERE/fixtures/seedpress-compat-add-ons.php" "$ADDON_FIXTURE"
  for d in "${mine[@]}"; do
    addon_install "$d"
    [[ -f $d/acf-font-awesome.php ]] && font_awesome=1
  done
  post_type=$(php -r 'require $argv[1]; echo SEEDPRESS_COMPAT_ADDON_POST_TYPES[$argv[2]];' "$HERE/fixtures/post-types.php" "$suite")
  if ((font_awesome)); then
    for fa in "${ADDON_FA_VERSIONS[@]}"; do addon_round "$suite" "$post_type" "$fa" || status=1; done
  else
    addon_round "$suite" "$post_type" || status=1
  fi
  addon_uninstall_all
  return $status
}

# After every field plugin ran: which add-ons had no run, or why the step was skipped.
addon_summary() {
  local d base
  if [[ -z ${SEEDPRESS_COMPAT_ADDONS:-} ]]; then
    echo "add-ons skipped: set SEEDPRESS_COMPAT_ADDONS=<dir>[:<dir>…]"
    return 0
  fi
  for d in "${addon_dirs[@]}"; do
    base=$(addon_base_of "$d")
    [[ " ${seen[*]} " == *" $base "* ]] || printf '%-24s skipped: its field plugin (%s) is not in SEEDPRESS_COMPAT_PLUGINS\n' "$(basename "$d")" "$base"
  done
}
