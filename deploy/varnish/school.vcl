vcl 4.1;
# Varnish (Debian's varnish 7.1) in front of the shell's server: README "Varnish in front",
# docs/decisions/023-varnish-in-front.md. Run varnishd with -p http_gzip_support=off, so the
# shell's own brotli, gzip and plain copies are kept as they are.

import std;

# The shell's server (pnpm start: SHELL_PORT, 8080).
backend shell {
  .host = "127.0.0.1";
  .port = "8080";
  # A shell that stops answering is marked sick: pages are then served stale within their grace.
  .probe = {
    .url = "/runtime-config.json";
    .interval = 2s;
    .timeout = 1s;
    .window = 5;
    .threshold = 3;
    # Healthy from the start: the first visitors are not answered 503 while the probe warms up.
    .initial = 3;
  }
}

# Who may ban: a remote's deploy job, on this host.
acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  # BAN with X-Purge-Region: mf_gallery drops every page holding that remote's region.
  if (req.method == "BAN") {
    if (client.ip !~ purgers) {
      return (synth(405));
    }
    if (req.http.X-Purge-Region !~ "^[a-z0-9_]+$") {
      return (synth(400, "X-Purge-Region names no remote"));
    }
    # obj.* only, so the ban lurker clears the objects in the background.
    if (std.ban("obj.http.X-Page-Region == " + req.http.X-Purge-Region)) {
      return (synth(200, "Banned"));
    }
    return (synth(400, std.ban_error()));
  }
  # The sign-in session and its proxy: one visitor's, with its cookie, never kept.
  if (req.url ~ "^/session(?:[/?]|$)") {
    return (pass);
  }
  # The session cookie has Path=/session: nothing else the shell serves reads a cookie.
  unset req.http.Cookie;
  # config/tracking-params.ts names the same parameters (config/tracking-params-vcl.test.ts).
  if (req.url ~ "\?") {
    set req.url = regsuball(req.url, "(?i)(?<=[?&])(?:utm_[a-z0-9_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|yclid|twclid|ttclid|igshid|mc_cid|mc_eid|_ga|_gl)(?:=[^&]*)?(?:&|$)", "");
    set req.url = regsub(req.url, "[?&]+$", "");
  }
  # The shell's pictures (/img/<width>/<path>, decision record 027) vary on Accept: a browser's
  # header becomes the one type the shell would choose from it (images/picture-format.ts), so a
  # picture has at most three copies here, not one per browser's wording. A year, by its max-age.
  if (req.url ~ "^/img/") {
    if (req.http.Accept ~ "(?i)image/avif(?!\s*;\s*q=0(?:\.0*)?\s*(?:,|$))") {
      set req.http.Accept = "image/avif";
    } elsif (req.http.Accept ~ "(?i)image/webp(?!\s*;\s*q=0(?:\.0*)?\s*(?:,|$))") {
      set req.http.Accept = "image/webp";
    } else {
      set req.http.Accept = "image/jpeg";
    }
  }
  # One of the shell's three copies (page-headers.ts pickEncoding): at most three variants a page.
  if (req.http.Accept-Encoding ~ "(?i)(?:^|,)\s*br\s*(?:,|$|;\s*q=(?:1|0?\.0*[1-9]))") {
    set req.http.Accept-Encoding = "br";
  } elsif (req.http.Accept-Encoding ~ "(?i)(?:^|,)\s*(?:x-)?gzip\s*(?:,|$|;\s*q=(?:1|0?\.0*[1-9]))") {
    set req.http.Accept-Encoding = "gzip";
  } else {
    unset req.http.Accept-Encoding;
  }
}

sub vcl_deliver {
  if (obj.uncacheable) {
    set resp.http.X-Cache = "PASS";
  } elsif (obj.hits == 0) {
    set resp.http.X-Cache = "MISS";
  } elsif (obj.ttl <= 0s) {
    # Past its s-maxage, within its stale-while-revalidate: served while a fetch refreshes it.
    set resp.http.X-Cache = "HIT-GRACE";
  } else {
    set resp.http.X-Cache = "HIT";
  }
  set resp.http.X-Cache-Hits = obj.hits;
}
