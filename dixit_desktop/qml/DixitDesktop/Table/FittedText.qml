import QtQuick
import DixitDesktop.Controls

// A line that may be long (a clue of up to Choice.maxClueLength characters, in a title): at
// full size while it fits, then wrapped onto up to maxLines lines, then smaller (down to
// minSize) so that all of it still shows. Never elided, never cut.
Item {
    id: box
    property string text: ""
    property real fullSize: Theme.fontTitle
    property real minSize: Theme.fontSmall
    property int maxLines: 2
    property color color: Theme.gold
    property int horizontalAlignment: Text.AlignLeft

    // it takes the width it is given (fill it): a long clue would ask for its whole length
    implicitWidth: 0
    implicitHeight: Math.min(measure.implicitHeight, oneLine.implicitHeight * maxLines)
    Accessible.role: Accessible.Heading
    Accessible.name: text

    Text {   // never shown: the text wrapped at full size, measured
        id: measure
        visible: false
        width: box.width
        text: box.text
        font.family: Theme.titleFont
        font.pixelSize: box.fullSize
        wrapMode: Text.Wrap
    }
    Text {   // never shown: one line's height at full size
        id: oneLine
        visible: false
        text: "X"
        font: measure.font
    }
    Text {
        id: shown
        objectName: box.objectName + "Shown"   // the text as laid out (tests read its size)
        anchors.fill: parent
        text: box.text
        color: box.color
        font.family: Theme.titleFont
        font.pixelSize: box.fullSize
        wrapMode: Text.Wrap
        fontSizeMode: Text.Fit
        minimumPixelSize: box.minSize
        horizontalAlignment: box.horizontalAlignment
        verticalAlignment: Text.AlignVCenter
        Accessible.ignored: true
    }
}
