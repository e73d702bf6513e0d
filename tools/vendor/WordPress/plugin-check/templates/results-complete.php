<div class="notice notice-{{ data.type }}">
    <p><?php esc_html_e( 'Checks complete.', 'plugin-check' ); ?> {{ data.message }}</p>
</div>
