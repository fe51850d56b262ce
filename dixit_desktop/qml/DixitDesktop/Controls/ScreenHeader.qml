import QtQuick
import QtQuick.Layouts

// The top of a screen: the player's rabbit (when the screen is one player's), the title (read
// out as a heading) with an optional line under it, anything the screen adds at the end, and a
// Back button when backText is set.
RowLayout {
    id: header
    property string title
    property string titleName: ""            // the title's objectName
    property int titleSize: Theme.fontTitle
    property color titleColour: Theme.gold
    property string subtitle: ""
    property color subtitleColour: Theme.moonlight
    property bool subtitleWraps: true
    property string playerName: ""
    property string playerColour: ""
    property string playerSymbol: ""
    property string backText: ""
    property bool backFocus: true
    property bool clearOfPause: false   // leave the corner of the in-game pause button free
    default property alias trailing: trailingRow.data
    signal back()
    spacing: Theme.gap

    Rabbit {
        visible: header.playerSymbol !== ""
        colour: header.playerColour
        symbol: header.playerSymbol
        name: header.playerName
        implicitWidth: Theme.headerRabbit
    }
    ColumnLayout {
        Layout.fillWidth: true
        spacing: 0
        TitleText {
            objectName: header.titleName
            Layout.fillWidth: true
            text: header.title
            font.pixelSize: header.titleSize
            color: header.titleColour
            elide: Text.ElideRight
        }
        BodyText {
            Layout.fillWidth: true
            visible: text !== ""
            text: header.subtitle
            color: header.subtitleColour
            wrapMode: header.subtitleWraps ? Text.WordWrap : Text.NoWrap
            elide: header.subtitleWraps ? Text.ElideNone : Text.ElideRight
        }
    }
    Row {
        id: trailingRow
        visible: implicitWidth > 0
        spacing: Theme.gapSmall
    }
    Item {   // the pause button's corner: the title and its line wrap before it
        visible: header.clearOfPause
        implicitWidth: Theme.touch + Theme.gapSmall - Theme.margin
        implicitHeight: 1
    }
    BigButton {
        objectName: "backButton"
        visible: header.backText !== ""
        text: header.backText
        tone: "paper"
        focus: header.backFocus && visible
        onActivated: header.back()
    }
}
